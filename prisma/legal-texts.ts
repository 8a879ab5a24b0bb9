import type { LegalDocumentKind } from './generated/client/client.ts';

/**
 * The default privacy policy and terms of booking (issue #31): version 1 of each kind and language, written to
 * LegalDocument by the seed and, on an install without it, by the API the first time the text is asked for
 * (api/src/services/legal.service.ts). Staff edit them in the back office; a save is a new version, never this file.
 * The retention periods stated here are the ones the account deletion applies (api/src/services/account-data.service.ts).
 * Plain text: paragraphs separated by a blank line, "## " starts a heading.
 */

/** Years the records of a paid booking are kept for the accounts (tax law), counted from the booking. */
export const ACCOUNTING_RETENTION_YEARS = 10;

type LegalText = { title: string; body: string };

const privacyEn = `Rihla arranges Hajj, Umrah and other journeys. This policy says what we collect about you, why, how long we keep it, and what you can ask of us.

## What we collect
- Your name, email address and phone number, when you book, create an account, ask for a consultation or subscribe to our newsletter.
- For each traveller of a booking: full name, date of birth, nationality, passport number and passport expiry date, and their relation to the lead traveller. Passport numbers are stored encrypted.
- Documents you upload to us, such as a profile picture.
- Your bookings and their payments and refunds: amounts, dates and status. Card details are entered on the payment provider's page and held by the payment provider (Stripe), not by us; we never see or store your card number.
- The messages we send you by email, and the requests you send us.

## Why we use it
- To make and manage your booking: seats, rooms, visas and travel documents need the travellers' passport details.
- To take payments, issue receipts and refunds, and keep the accounts the law requires.
- To answer your questions and consultation requests.
- To send our newsletter, only if you confirmed your subscription; every letter has an unsubscribe link.

We do not sell your data. We share it only with those who carry out your journey (airlines, hotels, visa authorities) and with our payment provider, as far as each needs it.

## How long we keep it
- Bookings that were paid, with their payments and refunds, are kept for ${ACCOUNTING_RETENTION_YEARS} years for our accounts and tax obligations. If you delete your account, these records are kept without your name, contact details or travellers' data.
- Travellers' passport details are deleted when you delete your account.
- Consultation requests and newsletter subscriptions are kept until you ask us to delete them or delete your account.

## Your rights: a copy or deletion
Signed in, open My trips and choose "Download my data" to get a copy of everything we hold about you (one file, JSON). Choose "Delete my account" to delete your data: what the law lets us delete is deleted at once, and paid bookings are kept without your personal details for the period above. You can also write to us through the consultation form and we will answer within 30 days.`;

const termsEn = `These terms apply to every booking made with Rihla on this site. By booking you accept them.

## Your booking
- A booking holds the seats of a departure for a limited time. If it is not paid (or its deposit is not paid) in time, the seats go back on sale and the booking expires.
- The price is fixed when you book. A package without a price is quoted by our team before you pay.
- Check that each traveller's name and passport details match their passport exactly: visas and tickets are issued from them.

## Payment
- You pay by card through our payment provider. Where a package asks a deposit, the balance is due by the date shown on your booking; a balance not paid by then may lead to cancellation.
- You receive a receipt by email for every payment.

## Cancellation and refunds
- You may ask to cancel from My trips. The refund follows the cancellation policy of the package, shown before you confirm: the earlier you cancel, the more is refunded.
- Refunds go back to the card that paid.

## Our responsibilities
- We arrange the journey as described. If we must change or cancel a departure, we offer you another date or a full refund.
- Visa decisions belong to the authorities. We help with the paperwork but cannot guarantee a visa.

## Your data
We handle your personal data as our privacy policy describes.`;

const privacyAr = `تنظّم Rihla رحلات الحج والعمرة وغيرها. تبيّن هذه السياسة ما نجمعه عنك، ولماذا، ومدة احتفاظنا به، وما يحق لك طلبه منا.

## ما نجمعه
- اسمك وبريدك الإلكتروني ورقم هاتفك، عند الحجز أو إنشاء حساب أو طلب استشارة أو الاشتراك في نشرتنا البريدية.
- لكل مسافر في الحجز: الاسم الكامل وتاريخ الميلاد والجنسية ورقم جواز السفر وتاريخ انتهائه وصلته بالمسافر الرئيسي. تُحفظ أرقام الجوازات مشفّرة.
- المستندات التي ترفعها إلينا، مثل صورة الملف الشخصي.
- حجوزاتك ومدفوعاتها ومبالغها المستردة: المبالغ والتواريخ والحالة. تُدخل بيانات البطاقة في صفحة مزوّد الدفع ويحتفظ بها مزوّد الدفع (Stripe) لا نحن؛ فنحن لا نرى رقم بطاقتك ولا نخزّنه.
- الرسائل التي نرسلها إليك بالبريد الإلكتروني، والطلبات التي ترسلها إلينا.

## لماذا نستخدمها
- لإجراء حجزك وإدارته: فالمقاعد والغرف والتأشيرات ووثائق السفر تتطلب بيانات جوازات المسافرين.
- لتحصيل المدفوعات وإصدار الإيصالات والمبالغ المستردة، ولحفظ الحسابات التي يفرضها القانون.
- للرد على أسئلتك وطلبات الاستشارة.
- لإرسال نشرتنا البريدية، فقط إذا أكّدت اشتراكك؛ وفي كل رسالة رابط لإلغاء الاشتراك.

لا نبيع بياناتك. ولا نشاركها إلا مع من ينفّذون رحلتك (شركات الطيران والفنادق وجهات التأشيرات) ومع مزوّد الدفع، وبقدر ما يحتاجه كل منهم.

## مدة الاحتفاظ
- تُحفظ الحجوزات المدفوعة مع مدفوعاتها ومبالغها المستردة مدة ${ACCOUNTING_RETENTION_YEARS} سنوات لأغراض المحاسبة والالتزامات الضريبية. وإذا حذفت حسابك، تبقى هذه السجلات دون اسمك أو بيانات الاتصال بك أو بيانات مسافريك.
- تُحذف بيانات جوازات المسافرين عند حذف حسابك.
- تُحفظ طلبات الاستشارة والاشتراكات في النشرة حتى تطلب حذفها أو تحذف حسابك.

## حقوقك: نسخة من بياناتك أو حذفها
بعد تسجيل الدخول، افتح «رحلاتي» واختر «تنزيل بياناتي» لتحصل على نسخة من كل ما نحتفظ به عنك (ملف واحد بصيغة JSON). واختر «حذف حسابي» لحذف بياناتك: يُحذف فورًا ما يسمح القانون بحذفه، وتبقى الحجوزات المدفوعة دون بياناتك الشخصية طوال المدة المذكورة أعلاه. ويمكنك أيضًا مراسلتنا عبر نموذج الاستشارة وسنرد خلال 30 يومًا.`;

const termsAr = `تسري هذه الشروط على كل حجز يتم مع Rihla عبر هذا الموقع. وبإتمامك الحجز فإنك توافق عليها.

## حجزك
- يحجز الحجز مقاعد الرحلة مدة محدودة. فإذا لم يُدفع (أو لم يُدفع عربونه) في الوقت المحدد، تعود المقاعد إلى البيع وينتهي الحجز.
- يُثبَّت السعر عند الحجز. أما الباقة التي لا سعر لها فيحدد فريقنا سعرها قبل الدفع.
- تأكد من أن اسم كل مسافر وبيانات جوازه مطابقة لجواز سفره تمامًا: فالتأشيرات والتذاكر تصدر بناءً عليها.

## الدفع
- تدفع بالبطاقة عبر مزوّد الدفع لدينا. وإذا طلبت الباقة عربونًا، فالمبلغ المتبقي مستحق بحلول التاريخ المبيّن في حجزك؛ وقد يؤدي عدم دفعه في موعده إلى إلغاء الحجز.
- تصلك بالبريد الإلكتروني إيصالات لكل دفعة.

## الإلغاء والاسترداد
- يمكنك طلب الإلغاء من «رحلاتي». ويتبع المبلغ المسترد سياسة الإلغاء الخاصة بالباقة، وتُعرض عليك قبل التأكيد: كلما ألغيت مبكرًا زاد المبلغ المسترد.
- تُعاد المبالغ المستردة إلى البطاقة التي دُفع بها.

## مسؤولياتنا
- ننظّم الرحلة كما هي موصوفة. وإذا اضطررنا إلى تغيير موعد رحلة أو إلغائها، نعرض عليك موعدًا آخر أو استردادًا كاملًا.
- قرارات التأشيرات بيد السلطات المختصة. نساعدك في الإجراءات لكننا لا نضمن الحصول على التأشيرة.

## بياناتك
نتعامل مع بياناتك الشخصية كما تصفه سياسة الخصوصية لدينا.`;

const privacyId = `Rihla menyelenggarakan perjalanan haji, umrah, dan perjalanan lainnya. Kebijakan ini menjelaskan data apa yang kami kumpulkan tentang Anda, untuk apa, berapa lama kami menyimpannya, dan apa yang dapat Anda minta dari kami.

## Apa yang kami kumpulkan
- Nama, alamat email, dan nomor telepon Anda, saat Anda memesan, membuat akun, meminta konsultasi, atau berlangganan buletin kami.
- Untuk setiap pelancong dalam pemesanan: nama lengkap, tanggal lahir, kewarganegaraan, nomor paspor dan tanggal habis berlaku paspor, serta hubungannya dengan pelancong utama. Nomor paspor disimpan dalam keadaan terenkripsi.
- Dokumen yang Anda unggah kepada kami, seperti foto profil.
- Pemesanan Anda beserta pembayaran dan pengembalian dananya: jumlah, tanggal, dan status. Data kartu dimasukkan di halaman penyedia pembayaran dan disimpan oleh penyedia pembayaran (Stripe), bukan oleh kami; kami tidak pernah melihat atau menyimpan nomor kartu Anda.
- Email yang kami kirimkan kepada Anda, dan permintaan yang Anda kirimkan kepada kami.

## Untuk apa kami menggunakannya
- Untuk membuat dan mengelola pemesanan Anda: kursi, kamar, visa, dan dokumen perjalanan memerlukan data paspor para pelancong.
- Untuk menerima pembayaran, menerbitkan kuitansi dan pengembalian dana, serta menyimpan pembukuan yang diwajibkan undang-undang.
- Untuk menjawab pertanyaan dan permintaan konsultasi Anda.
- Untuk mengirim buletin kami, hanya jika Anda telah mengonfirmasi langganan; setiap buletin memuat tautan berhenti berlangganan.

Kami tidak menjual data Anda. Kami hanya membagikannya kepada pihak yang melaksanakan perjalanan Anda (maskapai, hotel, otoritas visa) dan kepada penyedia pembayaran kami, sebatas yang masing-masing perlukan.

## Berapa lama kami menyimpannya
- Pemesanan yang telah dibayar, beserta pembayaran dan pengembalian dananya, disimpan selama ${ACCOUNTING_RETENTION_YEARS} tahun untuk pembukuan dan kewajiban pajak kami. Jika Anda menghapus akun, catatan ini tetap disimpan tanpa nama, kontak, atau data pelancong Anda.
- Data paspor para pelancong dihapus saat Anda menghapus akun.
- Permintaan konsultasi dan langganan buletin disimpan sampai Anda meminta penghapusannya atau menghapus akun Anda.

## Hak Anda: salinan atau penghapusan
Setelah masuk, buka Perjalanan saya dan pilih "Unduh data saya" untuk mendapatkan salinan semua data yang kami simpan tentang Anda (satu berkas JSON). Pilih "Hapus akun saya" untuk menghapus data Anda: data yang boleh dihapus menurut hukum langsung dihapus, dan pemesanan yang telah dibayar disimpan tanpa data pribadi Anda selama jangka waktu di atas. Anda juga dapat menulis kepada kami melalui formulir konsultasi dan kami akan menjawab dalam 30 hari.`;

const termsId = `Ketentuan ini berlaku untuk setiap pemesanan yang dibuat bersama Rihla di situs ini. Dengan memesan, Anda menyetujuinya.

## Pemesanan Anda
- Pemesanan menahan kursi sebuah keberangkatan untuk waktu terbatas. Jika tidak dibayar (atau uang mukanya tidak dibayar) tepat waktu, kursi dijual kembali dan pemesanan berakhir.
- Harga ditetapkan saat Anda memesan. Paket tanpa harga akan diberi penawaran harga oleh tim kami sebelum Anda membayar.
- Pastikan nama dan data paspor setiap pelancong sama persis dengan paspornya: visa dan tiket diterbitkan berdasarkan data tersebut.

## Pembayaran
- Anda membayar dengan kartu melalui penyedia pembayaran kami. Jika paket meminta uang muka, sisa pembayaran jatuh tempo pada tanggal yang tertera di pemesanan Anda; sisa yang tidak dibayar sampai tanggal itu dapat menyebabkan pembatalan.
- Anda menerima kuitansi melalui email untuk setiap pembayaran.

## Pembatalan dan pengembalian dana
- Anda dapat meminta pembatalan dari Perjalanan saya. Pengembalian dana mengikuti kebijakan pembatalan paket, yang ditampilkan sebelum Anda mengonfirmasi: makin awal Anda membatalkan, makin besar dana yang dikembalikan.
- Dana dikembalikan ke kartu yang digunakan untuk membayar.

## Tanggung jawab kami
- Kami menyelenggarakan perjalanan sesuai uraiannya. Jika kami harus mengubah atau membatalkan keberangkatan, kami menawarkan tanggal lain atau pengembalian dana penuh.
- Keputusan visa berada di tangan otoritas yang berwenang. Kami membantu pengurusannya tetapi tidak dapat menjamin visa diterbitkan.

## Data Anda
Kami menangani data pribadi Anda sebagaimana dijelaskan dalam kebijakan privasi kami.`;

/** Version 1 of each document, by kind and language (the languages of web/src/i18n/locales.ts). */
export const DEFAULT_LEGAL_TEXTS: Record<LegalDocumentKind, Record<'en' | 'ar' | 'id', LegalText>> = {
  PRIVACY: {
    en: { title: 'Privacy policy', body: privacyEn },
    ar: { title: 'سياسة الخصوصية', body: privacyAr },
    id: { title: 'Kebijakan privasi', body: privacyId },
  },
  TERMS: {
    en: { title: 'Terms of booking', body: termsEn },
    ar: { title: 'شروط الحجز', body: termsAr },
    id: { title: 'Ketentuan pemesanan', body: termsId },
  },
};
