import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { setSession } from '../../lib/session';
import { myBooking, myBookingsPage } from '../../test/myBookings';
import { renderApp } from '../../test/render';
import { BOOKING_DOCUMENTS_QUERY } from './TravellerDocuments';

const dated = myBooking({ status: 'PAID', departDate: '2027-01-10', returnDate: '2027-01-20', payable: false });

const required = (documentTypeId: number, code: string, name: string, guidance: string, document: unknown) => ({
  __typename: 'RequiredDocument',
  documentTypeId,
  code,
  name,
  guidance,
  document: document && { __typename: 'TravellerDocument', ...document },
});

const REASON = 'The photo is blurred: retake it in daylight.';

function documentsMock(calls: { n: number } = { n: 0 }): MockLink.MockedResponse {
  return {
    request: { query: BOOKING_DOCUMENTS_QUERY, variables: { bookingId: 41 } },
    maxUsageCount: 5,
    result: () => {
      calls.n += 1;
      return {
        data: {
          bookingDocuments: {
            __typename: 'BookingDocuments',
            bookingId: 41,
            reference: 'RH-7KQ2-M9',
            uploadsOpen: true,
            travellers: [
              {
                __typename: 'TravellerDocuments',
                travellerId: 7,
                position: 1,
                fullName: 'Amina Rahman',
                documents: [
                  required(1, 'PASSPORT', 'Passport bio page', 'Valid six months after return', {
                    id: 11,
                    status: 'REJECTED',
                    rejectionReason: REASON,
                    fileDeleted: false,
                  }),
                  required(2, 'PHOTO', 'Passport-style photo', 'White background', {
                    id: 12,
                    status: 'APPROVED',
                    rejectionReason: null,
                    // The retention job deleted it after a trip: no download any more.
                    fileDeleted: true,
                  }),
                  required(3, 'VACCINATION', 'Meningococcal ACYW certificate', '', {
                    id: 13,
                    status: 'UPLOADED',
                    rejectionReason: null,
                    fileDeleted: false,
                  }),
                  required(4, 'NATIONAL_ID', 'National ID card', '', null),
                ],
              },
            ],
          },
        },
      };
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('travel documents in My trips', () => {
  it('shows each required document with its status, guidance and the rejection reason as written', async () => {
    setSession({ token: 't', role: 'USER' });
    renderApp({ route: '/my-trips', mocks: [myBookingsPage(null, [dated]), documentsMock()] });
    const section = await screen.findByRole('region', { name: 'Travel documents' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-status'))).toEqual([
      'REJECTED',
      'APPROVED',
      'UPLOADED',
      'MISSING',
    ]);
    expect(items[0]).toHaveTextContent('Rejected: please upload it again');
    expect(items[0]).toHaveTextContent(`Our team wrote: ${REASON}`);
    expect(items[0]).toHaveTextContent('Valid six months after return');
    expect(items[1]).toHaveTextContent('Approved');
    // An approved document cannot be replaced from here; the others can, from a phone's camera or files.
    expect(within(items[1]).queryByRole('button', { name: /Upload/ })).toBeNull();
    expect(items[1]).toHaveTextContent('Deleted after the retention period');
    expect(within(items[1]).queryByRole('button', { name: 'Download' })).toBeNull();
    expect(within(items[0]).getByRole('button', { name: 'Download' })).toBeVisible();
    expect(
      within(items[0]).getByRole('button', { name: /^Upload again\s*Passport bio page for Amina Rahman$/ }),
    ).toBeVisible();
    expect(
      within(items[3]).getByRole('button', { name: /^Upload\s*National ID card for Amina Rahman$/ }),
    ).toBeVisible();
    const picker = within(items[3]).getByLabelText('National ID card for Amina Rahman');
    expect(picker).toHaveAttribute('accept', 'image/*,application/pdf');
  });

  it('uploads the chosen file to the document’s address and shows the list again', async () => {
    setSession({ token: 't', role: 'USER' });
    const calls = { n: 0 };
    const sent: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        sent.push({ url, body: init.body });
        return Promise.resolve(new Response(JSON.stringify({ id: 14, status: 'UPLOADED' }), { status: 200 }));
      }),
    );
    renderApp({ route: '/my-trips', mocks: [myBookingsPage(null, [dated]), documentsMock(calls)] });
    const picker = await screen.findByLabelText('National ID card for Amina Rahman');
    await userEvent.upload(picker, new File(['%PDF-1.4'], 'id.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Uploaded. Our team will review it.')).toBeVisible();
    expect(sent[0].url).toBe('/api/bookings/41/travellers/7/documents/4');
    expect((sent[0].body as FormData).get('file')).toBeInstanceOf(File);
    expect(calls.n).toBe(2);
  });

  it('speaks Arabic, staff’s reason kept as written', async () => {
    setSession({ token: 't', role: 'USER' });
    renderApp({ route: '/my-trips', locale: 'ar', mocks: [myBookingsPage(null, [dated]), documentsMock()] });
    const section = await screen.findByRole('region', { name: 'وثائق السفر' });
    expect(section).toHaveTextContent('مرفوضة: يُرجى رفعها مرة أخرى');
    expect(section).toHaveTextContent(`كتب فريقنا: ${REASON}`);
    expect(section).toHaveTextContent('حُذف بعد انتهاء مدة الاحتفاظ');
  });
});
