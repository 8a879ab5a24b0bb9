import { graphql } from '../../gql';

/** The agent portal's reads and its booking (decision 0065): every answer is the signed-in agent's own agency. */

export const MY_AGENCY_QUERY = graphql(`
  query MyAgency {
    myAgency {
      id
      name
      currency
      creditLimit
      outstanding
      overdue
      availableCredit
      overdueInvoiceNumbers
      paymentTermsDays
      emailPilgrims
      suspended
      allocations {
        id
        departureId
        packageName
        departDate
        returnDate
        seats
        seatsUsed
        seatsLeft
        releaseOn
      }
    }
  }
`);

export const AGENT_DEPARTURES_QUERY = graphql(`
  query AgentDepartures($page: Int!, $pageSize: Int!) {
    agentDepartures(page: $page, pageSize: $pageSize) {
      total
      items {
        id
        packageName
        departDate
        returnDate
        currency
        seatsLeft
        allocation {
          id
          seatsLeft
          releaseOn
        }
        rooms {
          roomType
          publicAmount
          netAmount
        }
      }
    }
  }
`);

export const CREATE_AGENCY_BOOKING_MUTATION = graphql(`
  mutation CreateAgencyBooking(
    $departureId: Int!
    $fromAllocation: Boolean!
    $rooms: [AgencyRoomInput!]!
    $leadName: String
    $pilgrimEmail: String
  ) {
    createAgencyBooking(
      departureId: $departureId
      fromAllocation: $fromAllocation
      rooms: $rooms
      leadName: $leadName
      pilgrimEmail: $pilgrimEmail
    ) {
      bookings {
        id
        reference
      }
      invoice {
        id
        number
        total
        dueOn
      }
    }
  }
`);

export const AGENCY_BOOKING_ROW = graphql(`
  fragment AgencyBookingRow on AgencyBooking {
    id
    reference
    leadName
    status
    packageName
    departDate
    returnDate
    roomType
    travellerCount
    fromAllocation
    currency
    amount
    publicAmount
    commission
    paid
    owed
    invoiceNumber
  }
`);

export const AGENCY_BOOKINGS_QUERY = graphql(`
  query AgencyBookings($page: Int!, $pageSize: Int!, $status: BookingStatus) {
    agencyBookings(page: $page, pageSize: $pageSize, status: $status) {
      total
      items {
        id
        ...AgencyBookingRow
      }
    }
  }
`);

export const AGENCY_BOOKING_QUERY = graphql(`
  query AgencyBooking($id: Int!) {
    agencyBooking(id: $id) {
      booking {
        id
        ...AgencyBookingRow
      }
      travellers {
        id
        position
        fullName
        visaStatus
        documentsComplete
        rooms {
          city
          hotelName
          room
          type
        }
      }
    }
  }
`);
