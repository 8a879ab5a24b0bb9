import type { Locale } from './locale.ts';

/**
 * What the server writes into a public page's head (title, description) in each language, for link previews and
 * search engines, before any script runs. The page names and descriptions are the web app's own texts
 * (web/src/i18n/messages/<locale>/*.json, the keys named beside each), so a preview says what the page says;
 * api/test/page-heads.test.ts holds them equal.
 */
export const PAGE_TEXTS = {
  en: {
    // index.html's description, the home page's.
    home: 'Rihla — Umrah and pilgrimage journeys planned with care: packages, bookings, consultations and preparation guides.',
    packagesTitle: 'Packages', // packages.page.documentTitle
    packagesDescription:
      'Each package includes visas, hotels close to the Haram, transfers and a guide who has walked the path many times.', // packages.page.description
    from: 'Per pilgrim, from', // packages.detail.from
    trainingTitle: 'Training', // training.page.documentTitle
    trainingDescription:
      'Short lessons on the rites of Umrah, travel practicalities and the etiquette of the two holy mosques.', // training.page.description
    consultationTitle: 'Consultation', // consultation.page.documentTitle
    consultationDescription:
      'Tell us about your plans and questions. Our advisors read every request and write back to the email address you give.', // consultation.page.description
    departures: 'Departures', // packages.departures.title
    notOnSale: 'No departures on sale', // packages.offer.notOnSale
  },
  ar: {
    home: 'Rihla — رحلات العمرة والحج مُعدّة بعناية: باقات وحجوزات واستشارات وأدلة للاستعداد.',
    packagesTitle: 'الباقات',
    packagesDescription: 'تشمل كل باقة التأشيرات، وفنادق قريبة من الحرم، والتنقلات، ومرشدًا سلك الطريق مرات كثيرة.',
    from: 'للشخص الواحد، ابتداءً من',
    trainingTitle: 'التدريب',
    trainingDescription: 'دروس قصيرة في مناسك العمرة، وشؤون السفر العملية، وآداب الحرمين الشريفين.',
    consultationTitle: 'استشارة',
    consultationDescription:
      'حدّثنا عن خططك وأسئلتك. يقرأ مستشارونا كل طلب ويردّون على عنوان البريد الإلكتروني الذي تذكره.',
    departures: 'مواعيد المغادرة',
    notOnSale: 'لا رحلات متاحة للحجز',
  },
  id: {
    home: 'Rihla — perjalanan Umrah dan ibadah yang direncanakan dengan cermat: paket, pemesanan, konsultasi, dan panduan persiapan.',
    packagesTitle: 'Paket',
    packagesDescription:
      'Setiap paket sudah termasuk visa, hotel dekat Masjidil Haram, transportasi, dan pemandu yang telah berkali-kali menempuh perjalanan ini.',
    from: 'Per jemaah, mulai dari',
    trainingTitle: 'Manasik',
    trainingDescription:
      'Pelajaran singkat tentang manasik Umrah, hal-hal praktis perjalanan, dan adab di dua masjid suci.',
    consultationTitle: 'Konsultasi',
    consultationDescription:
      'Ceritakan rencana dan pertanyaan Anda. Konsultan kami membaca setiap permintaan dan membalas ke alamat email yang Anda berikan.',
    departures: 'Jadwal keberangkatan',
    notOnSale: 'Tidak ada keberangkatan yang dijual',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** The web message each text above repeats, for the test that keeps them equal (home: index.html's). */
export const PAGE_TEXT_SOURCES = {
  packagesTitle: ['packages', 'packages.page.documentTitle'],
  packagesDescription: ['packages', 'packages.page.description'],
  from: ['packages', 'packages.detail.from'],
  trainingTitle: ['training', 'training.page.documentTitle'],
  trainingDescription: ['training', 'training.page.description'],
  consultationTitle: ['consultation', 'consultation.page.documentTitle'],
  consultationDescription: ['consultation', 'consultation.page.description'],
  departures: ['packages', 'packages.departures.title'],
  notOnSale: ['packages', 'packages.offer.notOnSale'],
} as const;
