import { describe, expect, it } from 'vitest';

import { documentsReminderEmail } from '../src/emails/templates/documents-reminder.ts';

/** The documents reminder's words (issue #33, decision 0063), in the three languages a booking is made in. */

const booking = (locale: string) => ({
  id: 7,
  reference: 'RH-7KQ2-M9',
  name: 'Amina Rahman',
  email: 'amina@example.com',
  title: 'Umrah Classic',
  locale,
});
const reminder = {
  travellers: [
    {
      traveller: 'Yusuf Rahman',
      missing: ['Passport'],
      rejected: [
        { document: 'Photo', reason: 'The background is <b>not</b> white' },
        { document: 'Vaccination', reason: null },
      ],
    },
  ],
  deadline: new Date('2027-02-08T00:00:00Z'),
  dedupeKey: 'documents-reminder:7:14',
};
// Values inside a sentence of the other script are wrapped in Unicode isolates: read without them.
const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

describe('the documents reminder email', () => {
  it('lists per traveller what is missing or rejected, with staff’s reason as written, and the deadline', () => {
    const mail = documentsReminderEmail('https://rihla.example', booking('en'), reminder);
    expect(mail).toMatchObject({ to: 'amina@example.com', kind: 'documents-reminder', dedupeKey: reminder.dedupeKey });
    expect(mail.subject).toBe('Travel documents still needed by 2027-02-08: Umrah Classic (RH-7KQ2-M9)');
    expect(mail.text).toContain('Last day to send them: 2027-02-08');
    expect(mail.text).toContain('Yusuf Rahman: Passport: not sent yet');
    expect(mail.text).toContain(
      'Yusuf Rahman: Photo: please send it again. Our team wrote: The background is <b>not</b> white',
    );
    expect(mail.text).toContain('Yusuf Rahman: Vaccination: please send it again\n');
    expect(mail.html).toContain('The background is &lt;b&gt;not&lt;/b&gt; white');
    expect(mail.text).toContain('Open My trips: https://rihla.example/my-trips');
    // No secret: the button is the plain My trips page (decision 0013).
    expect(mail.links).toBeUndefined();
    expect(mail.text).not.toMatch(/token|access=/i);
  });

  it('is written in Arabic (with the Hijri date) and Indonesian', () => {
    const ar = documentsReminderEmail('https://rihla.example', booking('ar'), reminder);
    expect(plain(ar.subject)).toMatch(/^وثائق سفر مطلوبة قبل 8 فبراير 2027 \(.+ هـ\): Umrah Classic \(RH-7KQ2-M9\)$/);
    expect(plain(ar.text)).toContain('Yusuf Rahman: Passport: لم تُرسل بعد');
    expect(plain(ar.text)).toContain('/ar/my-trips');
    const id = documentsReminderEmail('https://rihla.example', booking('id'), reminder);
    expect(plain(id.subject)).toBe(
      'Dokumen perjalanan masih diperlukan sebelum 8 Februari 2027: Umrah Classic (RH-7KQ2-M9)',
    );
    expect(plain(id.text)).toContain('Yusuf Rahman: Vaccination: mohon kirim ulang\n');
    expect(plain(id.text)).toContain('/id/my-trips');
  });
});
