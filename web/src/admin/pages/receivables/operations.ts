import { graphql } from '../../../gql';

/** Every agency's open invoices by days past due, per currency (staff, decision 0065). */
export const AGED_RECEIVABLES_QUERY = graphql(`
  query AgedReceivables {
    agedReceivables {
      asOf
      agencies {
        agencyId
        agencyName
        currency
        invoices
        current
        days1To30
        days31To60
        days61To90
        over90
        total
      }
      totals {
        currency
        current
        days1To30
        days31To60
        days61To90
        over90
        total
      }
    }
  }
`);

/** One agency's month (staff). */
export const AGENCY_STATEMENT_QUERY = graphql(`
  query AgencyStatement($agencyId: Int!, $month: String!) {
    agencyStatement(agencyId: $agencyId, month: $month) {
      ...AgencyStatementMonth
    }
  }
`);
