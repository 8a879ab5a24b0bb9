import { graphql } from '../../../gql';

/** One page of agencies with what each owes now (staff, decision 0065). */
export const AGENCIES_QUERY = graphql(`
  query Agencies($page: Int!, $search: String) {
    agencies(page: $page, search: $search) {
      total
      items {
        id
        name
        country
        currency
        creditLimit
        outstanding
        overdue
        agentsCount
        suspended
      }
    }
  }
`);

export const CREATE_AGENCY_MUTATION = graphql(`
  mutation CreateAgency($input: CreateAgencyInput!) {
    createAgency(input: $input) {
      id
      name
    }
  }
`);

/** An agency's page: its profile, terms, blocks and agents, and the packages terms may be set on. */
export const AGENCY_QUERY = graphql(`
  query Agency($id: Int!) {
    agency(id: $id) {
      id
      name
      country
      currency
      contactName
      contactEmail
      contactPhone
      creditLimit
      paymentTermsDays
      defaultCommissionBasisPoints
      emailPilgrims
      language
      suspended
      outstanding
      overdue
      terms {
        packageId
        packageCode
        packageName
        currency
        kind
        commissionBasisPoints
        netPrices {
          roomType
          amount
        }
      }
      allocations {
        id
        departureId
        packageName
        departDate
        returnDate
        seats
        seatsUsed
        releaseOn
        releasedAt
      }
      agents {
        id
        name
        email
        active
        createdAt
      }
      invitations {
        id
        name
        email
        expiresAt
      }
    }
    staffPackages {
      id
      name
      code
      currency
      archivedAt
    }
  }
`);

export const UPDATE_AGENCY_MUTATION = graphql(`
  mutation UpdateAgency($id: Int!, $input: UpdateAgencyInput!) {
    updateAgency(id: $id, input: $input) {
      id
      name
      country
      currency
      contactName
      contactEmail
      contactPhone
      creditLimit
      paymentTermsDays
      defaultCommissionBasisPoints
      emailPilgrims
      language
      suspended
    }
  }
`);

export const SET_TERMS_MUTATION = graphql(`
  mutation SetAgencyPackageTerms($agencyId: Int!, $packageId: Int!, $input: AgencyPackageTermsInput!) {
    setAgencyPackageTerms(agencyId: $agencyId, packageId: $packageId, input: $input) {
      packageId
    }
  }
`);

export const REMOVE_TERMS_MUTATION = graphql(`
  mutation RemoveAgencyPackageTerms($agencyId: Int!, $packageId: Int!) {
    removeAgencyPackageTerms(agencyId: $agencyId, packageId: $packageId)
  }
`);

/** A package's departures, to choose the one a block is made on. */
export const PACKAGE_DEPARTURES_QUERY = graphql(`
  query AgencyBlockDepartures($packageId: Int!) {
    staffDepartures(packageId: $packageId) {
      departures {
        id
        departDate
        returnDate
        seatsLeft
        status
      }
    }
  }
`);

export const CREATE_ALLOCATION_MUTATION = graphql(`
  mutation CreateSeatAllocation($input: CreateSeatAllocationInput!) {
    createSeatAllocation(input: $input) {
      id
    }
  }
`);

export const UPDATE_ALLOCATION_MUTATION = graphql(`
  mutation UpdateSeatAllocation($id: Int!, $input: UpdateSeatAllocationInput!) {
    updateSeatAllocation(id: $id, input: $input) {
      id
      seats
      releaseOn
    }
  }
`);

export const RELEASE_ALLOCATION_MUTATION = graphql(`
  mutation ReleaseSeatAllocation($id: Int!) {
    releaseSeatAllocation(id: $id) {
      id
      seats
      releasedAt
    }
  }
`);

export const INVITE_AGENT_MUTATION = graphql(`
  mutation InviteAgent($agencyId: Int!, $input: InviteAgentInput!) {
    inviteAgent(agencyId: $agencyId, input: $input) {
      id
    }
  }
`);
