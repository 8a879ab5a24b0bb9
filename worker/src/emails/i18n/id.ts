import type { EmailTexts } from './en.ts';

/** The customers' emails in Indonesian (formal "Anda", the respectful register of the site). */
export const id: EmailTexts = {
  common: {
    orOpenLink: 'Atau buka tautan ini:',
    journey: 'perjalanan Anda bersama Rihla',
    booking: 'Pemesanan',
    date: 'Tanggal',
    browsePackages: 'Lihat paket kami',
    openMyTrips: 'Buka Perjalanan saya',
    bookingFooter: 'Anda menerima email ini karena alamat ini dicantumkan saat memesan di Rihla.',
  },
  tripFacts: {
    departs: 'Berangkat',
    service: 'Layanan',
    serviceClass: 'Kelas',
    passengers: 'Penumpang',
  },
  bookingReceived: {
    subject: 'Pemesanan diterima: {title} ({reference})',
    previewPriced: 'Tautan pembayaran Anda ada di dalam email ini.',
    previewQuote: 'Tim kami akan mengirimkan penawaran harga kepada Anda.',
    heading: 'Terima kasih, {name}',
    received: 'Kami telah menerima pemesanan Anda untuk {title}.',
    departure: 'Keberangkatan',
    amount: 'Jumlah',
    quoteToFollow: 'Penawaran harga menyusul',
    payPriced:
      'Bayar melalui tautan di bawah ini. Simpan email ini: tautan tersebut adalah akses Anda ke pemesanan ini.',
    payQuote:
      'Tim kami akan segera menghubungi Anda dengan penawaran harga. Setelah harga ditetapkan, Anda dapat membayarnya melalui tautan di bawah ini.',
    payNow: 'Bayar sekarang',
    openBooking: 'Buka pemesanan saya',
  },
  paymentReceipt: {
    headingFull: 'Pembayaran diterima',
    headingDeposit: 'Uang muka diterima',
    headingBalance: 'Pelunasan diterima',
    subject: '{heading}: {paid} untuk {title} ({reference})',
    previewBalanceBy: 'Kami telah menerima {paid}. Sisa pembayaran jatuh tempo pada {date}.',
    previewBalance: 'Kami telah menerima {paid}. Sisa pembayaran sudah jatuh tempo.',
    previewPaid: 'Kami telah menerima {paid}. Terima kasih.',
    thanks: 'Terima kasih, {name}. Kami telah menerima pembayaran Anda untuk {title}.',
    amountPaid: 'Jumlah dibayar',
    depositPaid: 'Uang muka dibayar',
    balancePaid: 'Pelunasan dibayar',
    paymentReference: 'Referensi pembayaran',
    stillToPay: 'Sisa pembayaran',
    remainingBy: '{amount} paling lambat {date}',
    paidInFull: 'Tidak ada: sudah lunas',
    payBalance:
      'Lunasi sisa pembayaran dari Perjalanan saya setelah masuk, atau melalui tautan pembayaran di email pemesanan Anda.',
    footer: 'Simpan email ini sebagai tanda terima Anda.',
  },
  balanceReminder: {
    subject: 'Sisa pembayaran {due} jatuh tempo pada {date}: {title} ({reference})',
    preview: 'Sisa pembayaran Anda sebesar {due} jatuh tempo dalam {days, plural, one {# hari} other {# hari}}.',
    heading: 'Sisa pembayaran Anda segera jatuh tempo',
    intro: 'Yth. {name}, sisa pembayaran pemesanan Anda untuk {title} jatuh tempo pada {date}.',
    balanceDue: 'Sisa yang harus dibayar',
    dueBy: 'Jatuh tempo',
    howAccount: 'Bayar dari Perjalanan saya: masuk lalu pilih "Bayar sisa" pada pemesanan ini.',
    howLink:
      'Bayar melalui tautan pembayaran di email pemesanan Anda, atau dari Perjalanan saya setelah masuk dengan alamat email ini.',
    howSignIn: 'Masuk (atau buat akun) dengan alamat email ini, lalu bayar dari Perjalanan saya.',
    button: 'Bayar sisa di Perjalanan saya',
    footer: 'Anda menerima email ini karena uang muka telah dibayarkan untuk pemesanan ini di Rihla.',
  },
  bookingClaim: {
    subject: 'Tambahkan pemesanan Anda sebelumnya ke Perjalanan saya',
    preview: 'Tautan ini berlaku selama {minutes, plural, one {# menit} other {# menit}}.',
    heading: 'Temukan pemesanan Anda',
    intro:
      'Halo {name}, Anda meminta agar pemesanan yang dibuat dengan {email} ditambahkan ke Perjalanan saya di akun Rihla Anda.',
    button: 'Tambahkan pemesanan saya',
    signedIn:
      'Buka tautan ini saat Anda masuk ke Rihla sebagai {email}. Tautan berlaku selama {minutes, plural, one {# menit} other {# menit}}.',
    ignore: 'Jika Anda tidak memintanya, abaikan email ini: tidak ada yang berubah.',
  },
  cancellationRequested: {
    subject: 'Kami telah menerima permintaan pembatalan Anda ({reference})',
    preview: 'Tim kami akan segera mengonfirmasi pembatalan Anda.',
    heading: 'Kami telah menerima permintaan pembatalan Anda',
    intro: 'Yth. {name}, kami telah menerima permintaan Anda untuk membatalkan pemesanan {title}.',
    refundUnderPolicy: 'Pengembalian dana sesuai kebijakan',
    refundDue:
      'Sesuai kebijakan pembatalan paket, Anda akan menerima pengembalian dana sebesar {amount} ({percent}% dari yang telah Anda bayar). Tim kami akan mengonfirmasi pembatalan dan pengembalian dana melalui email.',
    noRefund:
      'Sesuai kebijakan pembatalan paket, tidak ada pengembalian dana pada tanggal ini. Tim kami akan mengonfirmasi pembatalan dan pengembalian dana melalui email.',
  },
  bookingCancelled: {
    subject: 'Pemesanan Anda dibatalkan ({reference})',
    preview: 'Pemesanan Anda untuk {title} telah dibatalkan.',
    heading: 'Pemesanan Anda dibatalkan',
    intro: 'Yth. {name}, pemesanan Anda untuk {title} telah dibatalkan.',
    refund:
      'Pengembalian dana sebesar {amount} sedang diproses ke kartu Anda; kami akan mengabari Anda melalui email setelah selesai.',
    nothingToRefund: 'Tidak ada pembayaran untuk pemesanan ini, sehingga tidak ada dana yang perlu dikembalikan.',
  },
  refundConfirmed: {
    subject: 'Pengembalian dana {amount} untuk {title} ({reference})',
    preview: 'Kami telah mengembalikan {amount} ke kartu Anda.',
    heading: 'Pengembalian dana Anda sedang dalam perjalanan',
    intro: 'Yth. {name}, kami telah mengembalikan {amount} untuk pemesanan Anda {title}.',
    amountRefunded: 'Jumlah dikembalikan',
    refundReference: 'Referensi pengembalian dana',
    bank: 'Bank Anda biasanya menampilkannya di mutasi rekening dalam 5 hingga 10 hari kerja.',
    footer: 'Simpan email ini sebagai catatan pengembalian dana Anda.',
  },
  consultationAck: {
    subject: 'Kami telah menerima permintaan konsultasi Anda',
    preview: 'Penasihat Rihla akan menjawab Anda secara pribadi.',
    heading: 'Terima kasih, {name}',
    body: 'Kami telah menerima permintaan konsultasi Anda. Penasihat Rihla akan membacanya dan menjawab Anda melalui email.',
    footer: 'Anda menerima email ini karena Anda meminta konsultasi di Rihla.',
  },
  newsletterConfirm: {
    subject: 'Mohon konfirmasi langganan buletin Rihla Anda',
    preview: 'Satu klik dan Anda sudah berlangganan.',
    heading: 'Konfirmasi langganan Anda',
    intro:
      'Seseorang, semoga Anda sendiri, meminta untuk menerima buletin Rihla di alamat ini: keberangkatan baru, harga awal, dan renungan singkat untuk perjalanan.',
    button: 'Konfirmasi langganan saya',
    ignore:
      'Jika Anda tidak memintanya, abaikan email ini: tanpa konfirmasi Anda, kami tidak akan mengirimkan apa pun.',
    unsubscribe: 'Berhenti berlangganan kapan saja: {url}',
  },
  passwordReset: {
    subject: 'Atur ulang kata sandi Rihla Anda',
    preview: 'Tautan ini hanya berlaku sekali, selama satu jam.',
    heading: 'Atur ulang kata sandi Anda',
    intro: 'Halo {name}, kami menerima permintaan untuk mengatur ulang kata sandi akun Rihla Anda.',
    button: 'Pilih kata sandi baru',
    once: 'Tautan ini hanya berlaku sekali, selama satu jam. Menetapkan kata sandi baru akan mengeluarkan Anda dari semua perangkat.',
    ignore: 'Jika Anda tidak memintanya, abaikan email ini: kata sandi Anda tetap seperti semula.',
  },
};
