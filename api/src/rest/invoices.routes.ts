import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import { previewBankTransfer, recordBankTransfer, reviewBankTransfer } from '../services/bank-transfers.service.ts';
import { changeInvoiceDueDate, invoice, invoicePdf, invoiceReviews, invoices } from '../services/invoices.service.ts';
import { invoiceOperations as ops } from './invoices.openapi.ts';
import { listBody, routes } from './route.ts';

/** Agencies' invoices and bank transfers (decision 0065): staff see all, an agent its own agency's. */
export function invoiceRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.get('/invoices', ops('listInvoices'), async (ctx, req, reply) =>
    listBody(await invoices(ctx, req.query), req, reply),
  );
  r.get('/invoice-reviews', ops('invoiceReviews'), (ctx) => invoiceReviews(ctx));
  r.get('/invoices/:id', ops('invoice'), (ctx, req) => invoice(ctx, req.params.id));
  r.get('/invoices/:id/pdf', ops('invoicePdf'), async (ctx, req, reply) => {
    const { pdf, fileName } = await invoicePdf(ctx, req.params.id);
    reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('Cache-Control', 'private, no-store');
    return pdf;
  });
  r.post('/invoices/:id/transfers', ops('recordBankTransfer'), (ctx, req) =>
    recordBankTransfer(ctx, req.params.id, req.body),
  );
  r.post(
    '/invoices/:id/transfers/preview',
    ops('previewBankTransfer'),
    (ctx, req) => previewBankTransfer(ctx, req.params.id, req.body),
    200,
  );
  r.post(
    '/bank-transfers/:id/review',
    ops('reviewBankTransfer'),
    (ctx, req) => reviewBankTransfer(ctx, req.params.id, req.body),
    200,
  );
  r.patch('/invoices/:id/due-date', ops('changeInvoiceDueDate'), (ctx, req) =>
    changeInvoiceDueDate(ctx, req.params.id, req.body),
  );
}
