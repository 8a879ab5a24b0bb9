import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { BOOKING_DOCUMENTS_QUERY } from '../../components/documents/TravellerDocuments';
import { always, spiedOn } from '../test/mocks';
import { renderAdmin } from '../test/render';
import { BookingDocuments, REVIEW_DOCUMENT } from './BookingDocuments';

const REASON = 'Blurred: retake it in daylight.';

const listed = always(
  BOOKING_DOCUMENTS_QUERY,
  {
    bookingDocuments: {
      __typename: 'BookingDocuments',
      bookingId: 5,
      reference: 'RH-DOCS-01',
      uploadsOpen: true,
      travellers: [
        {
          __typename: 'TravellerDocuments',
          travellerId: 7,
          position: 1,
          fullName: 'Amina Rahman',
          documents: [
            {
              __typename: 'RequiredDocument',
              documentTypeId: 1,
              code: 'PASSPORT',
              name: 'Passport bio page',
              guidance: '',
              document: {
                __typename: 'TravellerDocument',
                id: 11,
                status: 'UPLOADED',
                rejectionReason: null,
                fileDeleted: false,
              },
            },
            {
              __typename: 'RequiredDocument',
              documentTypeId: 3,
              code: 'VACCINATION',
              name: 'Meningococcal ACYW certificate',
              guidance: '',
              document: {
                __typename: 'TravellerDocument',
                id: 13,
                status: 'APPROVED',
                rejectionReason: null,
                fileDeleted: true,
              },
            },
            {
              __typename: 'RequiredDocument',
              documentTypeId: 2,
              code: 'PHOTO',
              name: 'Passport-style photo',
              guidance: '',
              document: null,
            },
          ],
        },
      ],
    },
  },
  { bookingId: 5 },
);

describe('the Documents section of a booking', () => {
  it('shows each traveller’s required documents; only an uploaded one can be viewed, approved or rejected', async () => {
    renderAdmin(<BookingDocuments bookingId={5} />, { role: 'STAFF', mocks: [listed] });
    const passport = await screen.findByRole('row', { name: /Passport bio page/ });
    expect(passport).toHaveTextContent('To review');
    for (const action of ['View', 'Approve', 'Reject'])
      expect(within(passport).getByRole('button', { name: action })).toBeVisible();
    const photo = screen.getByRole('row', { name: /Passport-style photo/ });
    expect(photo).toHaveTextContent('Missing');
    expect(within(photo).queryByRole('button')).toBeNull();
    // Past the retention period: the review stays, the file is gone, nothing to view or review.
    const deleted = screen.getByRole('row', { name: /Meningococcal/ });
    expect(deleted).toHaveTextContent('Approved');
    expect(deleted).toHaveTextContent('Deleted after the retention period');
    expect(within(deleted).queryByRole('button')).toBeNull();
  });

  it('rejects with the reason typed in the dialog', async () => {
    const user = userEvent.setup();
    const { mock, spy } = spiedOn(
      always(
        REVIEW_DOCUMENT,
        {
          reviewDocument: { __typename: 'TravellerDocument', id: 11, status: 'REJECTED', rejectionReason: REASON },
        },
        { documentId: 11, decision: 'REJECT', reason: REASON },
      ),
    );
    renderAdmin(<BookingDocuments bookingId={5} />, { role: 'STAFF', mocks: [listed, mock] });
    const passport = await screen.findByRole('row', { name: /Passport bio page/ });
    await user.click(within(passport).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the Passport bio page of Amina Rahman' });
    await user.type(within(dialog).getByLabelText('Reason (the customer reads it as written)'), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText('Passport bio page of Amina Rahman rejected; the customer is emailed.'),
    ).toBeVisible();
    expect(spy).toHaveBeenCalledTimes(1);
  });
});
