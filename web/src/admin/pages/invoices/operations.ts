import { graphql } from '../../../gql';
import type { AdminInvoicesQuery } from '../../../gql/graphql';

/** Agencies' invoices in the back office (issue #34, decision 0065): figures come from the API, never summed here. */

export const INVOICE_ROW = graphql(`
  fragment AdminInvoiceRow on InvoiceSummary {
    id
    number
    agency {
      id
      name
    }
    currency
    total
    issuedOn
    dueOn
    paid
    outstanding
    daysOverdue
    state
  }
`);

export const ADMIN_INVOICES_QUERY = graphql(`
  query AdminInvoices($agencyId: Int, $state: InvoiceFilter, $page: Int!, $pageSize: Int!) {
    invoices(agencyId: $agencyId, state: $state, page: $page, pageSize: $pageSize) {
      total
      items {
        id
        ...AdminInvoiceRow
      }
    }
  }
`);

/** The paged list's query and where its page is in the answer (useAdminList's PagedListApi). */
export const INVOICES_LIST = {
  query: ADMIN_INVOICES_QUERY,
  select: (data: AdminInvoicesQuery) => data.invoices,
};

export const INVOICE_REVIEWS_QUERY = graphql(`
  query AdminInvoiceReviews {
    invoiceReviews {
      transfers {
        invoiceId
        invoiceNumber
        agency {
          id
          name
        }
        transfer {
          id
          amount
          currency
          reference
          receivedOn
          excessAmount
        }
      }
      shortPaid {
        id
        ...AdminInvoiceRow
      }
    }
  }
`);

export const ADMIN_INVOICE_QUERY = graphql(`
  query AdminInvoice($id: Int!) {
    invoice(id: $id) {
      id
      ...InvoiceDetail
      agency {
        id
        name
        country
      }
      transfers {
        id
        amount
        currency
        reference
        receivedOn
        appliedAmount
        excessAmount
        reviewedAt
        reviewNote
      }
    }
  }
`);

export const PREVIEW_TRANSFER_QUERY = graphql(`
  query AdminPreviewBankTransfer($invoiceId: Int!, $input: BankTransferInput!) {
    previewBankTransfer(invoiceId: $invoiceId, input: $input) {
      applications {
        bookingId
        bookingReference
        amount
        purpose
        paysOff
      }
      applied
      excess
      outstandingAfter
    }
  }
`);

export const RECORD_TRANSFER_MUTATION = graphql(`
  mutation AdminRecordBankTransfer($invoiceId: Int!, $input: BankTransferInput!) {
    recordBankTransfer(invoiceId: $invoiceId, input: $input) {
      transfer {
        id
        reference
        excessAmount
      }
      invoice {
        id
        outstanding
        state
      }
    }
  }
`);

export const REVIEW_TRANSFER_MUTATION = graphql(`
  mutation AdminReviewBankTransfer($id: Int!, $note: String!) {
    reviewBankTransfer(id: $id, note: $note) {
      id
      reviewedAt
      reviewNote
    }
  }
`);

export const CHANGE_DUE_DATE_MUTATION = graphql(`
  mutation AdminChangeInvoiceDueDate($id: Int!, $dueOn: String!) {
    changeInvoiceDueDate(id: $id, dueOn: $dueOn) {
      id
      dueOn
      daysOverdue
      state
    }
  }
`);
