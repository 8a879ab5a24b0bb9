import { graphql } from '../gql';

/**
 * An invoice's figures and lines, as staff's invoice page and the agent portal's invoice both show them: one fragment,
 * so a figure added to the invoice reaches both. Staff's query adds the agency and the bank transfers.
 */
export const INVOICE_DETAIL_FRAGMENT = graphql(`
  fragment InvoiceDetail on Invoice {
    id
    number
    currency
    total
    issuedOn
    dueOn
    owed
    paid
    outstanding
    daysOverdue
    state
    lines {
      id
      bookingId
      bookingReference
      bookingStatus
      description
      packageName
      departDate
      roomType
      quantity
      unitAmount
      amount
      publicAmount
      commission
      paid
      outstanding
    }
  }
`);
