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
  };
});
