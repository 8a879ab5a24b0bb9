import { describe, expect, it } from 'vitest';

import { agencyBookingConfirmedEmail, agencyPilgrimBookedEmail } from '../src/emails/index.ts';
import type { AgencyBookingMail } from '../src/emails/templates/agency-booking.ts';

/** The agent's confirmation and the pilgrim's notice of an agency booking (decision 0065), in each language. */
const mail = (locale: string): AgencyBookingMail => ({
  agencyName: 'Al-Noor Travel',
  title: 'Umrah Gold',
  departDate: new Date('2027-03-01T00:00:00Z'),
  returnDate: new Date('2027-03-11T00:00:00Z'),
  locale,
  bookings: [
    { reference: 'RH-7KQ2-M9', leadName: 'Hajar Mansour', roomType: 'DOUBLE', travellers: 2 },
    { reference: 'RH-8LR3-N0', leadName: 'Hajar Mansour', roomType: 'QUAD', travellers: 4 },
  ],
  invoice: { id: 7, number: 'RIH-2027-0003', total: 594_000, currency: 'USD', dueOn: new Date('2027-01-15T00:00:00Z') },
});
const agent = { name: 'Yusuf Ali', email: 'yusuf@al-noor.example' };

describe('agency booking emails', () => {
  it('tells the agent each booking, the invoice, its total and due date, with a link to the portal', () => {
    const message = agencyBookingConfirmedEmail('https://rihla.example', agent, mail('en'));
    expect(message).toMatchObject({
      to: agent.email,
      kind: 'agency-booking-confirmed',
      dedupeKey: 'agency-booking:7',
      subject: 'Booked: Umrah Gold, invoice RIH-2027-0003',
    });
    for (const fact of [
      'RH-7KQ2-M9',
      'Hajar Mansour: Double room, 2\u00a0pilgrims',
      'Hajar Mansour: Quad room, 4\u00a0pilgrims',
      'USD 5,940.00',
      '2027-01-15',
      'https://rihla.example/agent/bookings',
    ])
      expect(message.text).toContain(fact);
  });

  it.each(['ar', 'id'])('is written in %s, right to left in Arabic', (locale) => {
    const message = agencyBookingConfirmedEmail('https://rihla.example', agent, mail(locale));
    expect(message.text).toContain('RIH-2027-0003');
    expect(message.text).toContain(`/${locale}/agent/bookings`);
    expect(message.html.includes('dir="rtl"')).toBe(locale === 'ar');
  });

  it('tells the pilgrim who booked their place, without a price or a link', () => {
    for (const locale of ['en', 'ar', 'id']) {
      const message = agencyPilgrimBookedEmail('hajar@example.com', mail(locale));
      expect(message).toMatchObject({ to: 'hajar@example.com', kind: 'agency-pilgrim-booked' });
      expect(message.text).toContain('Al-Noor Travel');
      expect(message.text).not.toMatch(/5,940|5\.940|USD|RIH-|RH-|https?:/);
    }
    expect(agencyPilgrimBookedEmail('hajar@example.com', mail('en')).text).toContain(
      'Al-Noor Travel has booked your place on Umrah Gold, 2027-03-01 to 2027-03-11.',
    );
  });
});
