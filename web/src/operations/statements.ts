import { graphql } from '../gql';

/**
 * What an agency's monthly statement shows, to staff (the agency's page) and to the agency's agents (the portal's
 * statements page): one fragment, so a figure added to the statement reaches both.
 */
export const AGENCY_STATEMENT_MONTH_FRAGMENT = graphql(`
  fragment AgencyStatementMonth on AgencyStatement {
    currency
    month
    openingBalance
    commissionEarned
    closingBalance
    bookings {
      reference
      packageName
      departDate
      pilgrims
      publicAmount
      netAmount
      commission
      status
      travelling
    }
    invoices {
      number
      issuedOn
      dueOn
      total
      outstanding
    }
    payments {
      receivedAt
      invoiceNumber
      bookingReference
      transferReference
      amount
    }
  }
`);
