import type { EmailLocale } from '../emails/i18n/index.ts';

/**
 * The agency statement PDF's words (statement-pdf.ts) in the languages agents use: English (staff's copy too),
 * Arabic and Indonesian. Booking statuses are named as the agent portal names them.
 */
export type StatementTexts = {
  title: string;
  period: string;
  currency: string;
  openingBalance: string;
  commissionEarned: string;
  closingBalance: string;
  bookings: string;
  invoices: string;
  payments: string;
  none: string;
  reference: string;
  package: string;
  departure: string;
  pilgrims: string;
  publicAmount: string;
  netAmount: string;
  commission: string;
  status: string;
  number: string;
  issued: string;
  due: string;
  total: string;
  outstanding: string;
  date: string;
  invoice: string;
  booking: string;
  transfer: string;
  card: string;
  amount: string;
  notEarned: string;
  statuses: Record<string, string>;
};

const en: StatementTexts = {
  title: 'Statement',
  period: 'Period',
  currency: 'Currency',
  openingBalance: 'Opening balance',
  commissionEarned: 'Commission earned',
  closingBalance: 'Closing balance',
  bookings: 'Bookings made',
  invoices: 'Invoices issued',
  payments: 'Payments received',
  none: 'None this month.',
  reference: 'Reference',
  package: 'Package',
  departure: 'Departure',
  pilgrims: 'Pilgrims',
  publicAmount: 'Public price',
  netAmount: 'Net price',
  commission: 'Commission',
  status: 'Status',
  number: 'Number',
  issued: 'Issued',
  due: 'Due',
  total: 'Total',
  outstanding: 'Outstanding',
  date: 'Date',
  invoice: 'Invoice',
  booking: 'Booking',
  transfer: 'Transfer',
  card: 'Card',
  amount: 'Amount',
  notEarned: 'A cancelled booking earns no commission (shown in brackets).',
  statuses: {
    PENDING: 'Awaiting payment',
    DEPOSIT_PAID: 'Part paid',
    PAID: 'Paid',
    NEEDS_REVIEW: 'Under review',
    CANCELLED: 'Cancelled',
    REFUNDED: 'Refunded',
    PARTIALLY_REFUNDED: 'Partly refunded',
    EXPIRED: 'Lapsed',
    FAILED: 'Failed',
  },
};

const ar: StatementTexts = {
  title: 'كشف حساب',
  period: 'الفترة',
  currency: 'العملة',
  openingBalance: 'الرصيد الافتتاحي',
  commissionEarned: 'العمولة المكتسبة',
  closingBalance: 'الرصيد الختامي',
  bookings: 'الحجوزات',
  invoices: 'الفواتير الصادرة',
  payments: 'المدفوعات المستلمة',
  none: 'لا شيء هذا الشهر.',
  reference: 'المرجع',
  package: 'الباقة',
  departure: 'المغادرة',
  pilgrims: 'الحجاج',
  publicAmount: 'السعر العام',
  netAmount: 'السعر الصافي',
  commission: 'العمولة',
  status: 'الحالة',
  number: 'الرقم',
  issued: 'تاريخ الإصدار',
  due: 'تاريخ الاستحقاق',
  total: 'الإجمالي',
  outstanding: 'المتبقي',
  date: 'التاريخ',
  invoice: 'الفاتورة',
  booking: 'الحجز',
  transfer: 'التحويل',
  card: 'بطاقة',
  amount: 'المبلغ',
  notEarned: 'لا تُكتسب عمولة الحجز الملغى (بين قوسين).',
  statuses: {
    PENDING: 'بانتظار الدفع',
    DEPOSIT_PAID: 'مدفوع جزئيًا',
    PAID: 'مدفوع',
    NEEDS_REVIEW: 'قيد المراجعة',
    CANCELLED: 'ملغى',
    REFUNDED: 'مسترد',
    PARTIALLY_REFUNDED: 'مسترد جزئيًا',
    EXPIRED: 'منتهي',
    FAILED: 'فشل',
  },
};

const id: StatementTexts = {
  title: 'Laporan rekening',
  period: 'Periode',
  currency: 'Mata uang',
  openingBalance: 'Saldo awal',
  commissionEarned: 'Komisi yang diperoleh',
  closingBalance: 'Saldo akhir',
  bookings: 'Pemesanan',
  invoices: 'Faktur yang diterbitkan',
  payments: 'Pembayaran yang diterima',
  none: 'Tidak ada bulan ini.',
  reference: 'Referensi',
  package: 'Paket',
  departure: 'Keberangkatan',
  pilgrims: 'Jemaah',
  publicAmount: 'Harga umum',
  netAmount: 'Harga neto',
  commission: 'Komisi',
  status: 'Status',
  number: 'Nomor',
  issued: 'Terbit',
  due: 'Jatuh tempo',
  total: 'Total',
  outstanding: 'Sisa tagihan',
  date: 'Tanggal',
  invoice: 'Faktur',
  booking: 'Pemesanan',
  transfer: 'Transfer',
  card: 'Kartu',
  amount: 'Jumlah',
  notEarned: 'Komisi pemesanan yang dibatalkan tidak diperoleh (dalam kurung).',
  statuses: {
    PENDING: 'Menunggu pembayaran',
    DEPOSIT_PAID: 'Dibayar sebagian',
    PAID: 'Lunas',
    NEEDS_REVIEW: 'Sedang ditinjau',
    CANCELLED: 'Dibatalkan',
    REFUNDED: 'Dikembalikan',
    PARTIALLY_REFUNDED: 'Dikembalikan sebagian',
    EXPIRED: 'Kedaluwarsa',
    FAILED: 'Gagal',
  },
};

export const STATEMENT_TEXTS: Record<EmailLocale, StatementTexts> = { en, ar, id };
