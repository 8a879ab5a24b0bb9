import { graphql } from '../../../gql';
import type { VisaRowFragment, VisaStage, VisaStatus } from '../../../gql/graphql';

/** One traveller's visa as both staff tables list it (the booking's section and the departure's page). */
export const VISA_ROW_FRAGMENT = graphql(`
  fragment VisaRow on TravellerVisa {
    travellerId
    position
    fullName
    bookingId
    bookingReference
    status
    stage
    refusalReason
    visaNumber
    issuedAt
    moves
    eVisa {
      fileName
      uploadedAt
    }
    history {
      from
      to
      reason
      byEmail
      createdAt
    }
  }
`);

export const ADMIN_BOOKING_VISAS_QUERY = graphql(`
  query AdminBookingVisas($bookingId: Int!) {
    bookingVisas(bookingId: $bookingId) {
      bookingId
      travellers {
        travellerId
        ...VisaRow
      }
    }
  }
`);

export const ADMIN_DEPARTURE_VISAS_QUERY = graphql(`
  query AdminDepartureVisas($departureId: Int!) {
    departureVisas(departureId: $departureId) {
      departureId
      packageName
      departDate
      returnDate
      travellers {
        travellerId
        ...VisaRow
      }
    }
  }
`);

export const CHANGE_VISA_MUTATION = graphql(`
  mutation ChangeVisa($travellerId: Int!, $status: VisaStatus!, $reason: String, $visaNumber: String) {
    changeVisa(travellerId: $travellerId, status: $status, reason: $reason, visaNumber: $visaNumber) {
      travellerId
      status
    }
  }
`);

export const CHANGE_VISAS_MUTATION = graphql(`
  mutation ChangeVisas($travellerIds: [Int!]!, $status: VisaStatus!, $reason: String) {
    changeVisas(travellerIds: $travellerIds, status: $status, reason: $reason) {
      changed
    }
  }
`);

/** A VisaRow read out of its query (getFragmentData), as VisaTable and its dialog take it. */
export type VisaRow = VisaRowFragment;

// Every stage and status has its words: one the server adds fails the typecheck here.
export const STAGE_LOOKS = {
  NOT_STARTED: { label: 'Not started', variant: 'neutral' },
  DOCUMENTS_COMPLETE: { label: 'Documents complete', variant: 'blue' },
  SUBMITTED: { label: 'Submitted', variant: 'gold' },
  ISSUED: { label: 'Issued', variant: 'green' },
  REFUSED: { label: 'Refused', variant: 'red' },
} as const satisfies Record<VisaStage, { label: string; variant: 'neutral' | 'blue' | 'gold' | 'green' | 'red' }>;

/** The button that makes each move. */
export const MOVE_LABELS = {
  NOT_STARTED: 'Back to not started',
  SUBMITTED: 'Mark submitted',
  ISSUED: 'Mark issued',
  REFUSED: 'Refuse',
} as const satisfies Record<VisaStatus, string>;
