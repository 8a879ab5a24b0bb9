import { operations } from './openapi/operation.ts';

export const receiptOperations = operations(() => {
  return {
    paymentReceipt: {
      operationId: 'getPaymentReceipt',
      summary: "A payment's PDF receipt",
      tag: 'payments',
      access: 'booking',
      download: 'application/pdf',
      errors: [429],
    },
    tripPaymentReceipt: {
      operationId: 'getTripPaymentReceipt',
      summary: "A trip booking's payment's PDF receipt",
      tag: 'payments',
      access: 'booking',
      download: 'application/pdf',
      errors: [429],
    },
  };
});
