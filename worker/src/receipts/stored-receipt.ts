import type { PrismaClient } from '@rihla/db';

import { renderReceiptPdf } from './receipt-pdf.ts';

/**
 * A payment's PDF receipt as first rendered, or null when there is no such payment. The first caller (normally the
 * receipt email, right after the payment) renders it and keeps it in PaymentReceipt; the email, its retries and
 * every download then carry those same bytes, frozen as they were, and a download never renders (issue #28).
 * Two first callers at once both render; the first insert wins and both return its copy.
 */
export async function storedReceiptPdf(
  db: PrismaClient,
  paymentId: number,
): Promise<{ pdf: Buffer; fileName: string } | null> {
  const stored = await db.paymentReceipt.findUnique({ where: { paymentId } });
  if (stored) return { pdf: Buffer.from(stored.pdf), fileName: stored.fileName };
  const rendered = await renderReceiptPdf(db, paymentId);
  if (!rendered) return null;
  await db.paymentReceipt.createMany({
    data: [{ paymentId, fileName: rendered.fileName, pdf: new Uint8Array(rendered.buffer) }],
    skipDuplicates: true,
  });
  const kept = await db.paymentReceipt.findUniqueOrThrow({ where: { paymentId } });
  return { pdf: Buffer.from(kept.pdf), fileName: kept.fileName };
}
