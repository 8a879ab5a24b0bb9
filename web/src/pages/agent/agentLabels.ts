import { defineMessages } from 'react-intl';

import type { BadgeVariant } from '../../components/ui';
import type { BookingStatus, RoomType } from '../../gql/graphql';

/** A room type as agents read it. */
export const ROOM_LABEL = defineMessages({
  QUAD: { id: 'agent.room.QUAD', defaultMessage: 'Quad room' },
  TRIPLE: { id: 'agent.room.TRIPLE', defaultMessage: 'Triple room' },
  DOUBLE: { id: 'agent.room.DOUBLE', defaultMessage: 'Double room' },
  SINGLE: { id: 'agent.room.SINGLE', defaultMessage: 'Single room' },
}) satisfies Record<RoomType, unknown>;

/** An agency booking's status: billed on an invoice, so "unpaid" rather than a customer's "awaiting payment". */
export const STATUS_LABEL = defineMessages({
  PENDING: { id: 'agent.status.PENDING', defaultMessage: 'Invoiced, unpaid' },
  DEPOSIT_PAID: { id: 'agent.status.DEPOSIT_PAID', defaultMessage: 'Part paid' },
  PAID: { id: 'agent.status.PAID', defaultMessage: 'Paid' },
  FAILED: { id: 'agent.status.FAILED', defaultMessage: 'Payment failed' },
  NEEDS_REVIEW: { id: 'agent.status.NEEDS_REVIEW', defaultMessage: 'Payment being checked' },
  CANCELLED: { id: 'agent.status.CANCELLED', defaultMessage: 'Cancelled' },
  REFUNDED: { id: 'agent.status.REFUNDED', defaultMessage: 'Refunded' },
  PARTIALLY_REFUNDED: { id: 'agent.status.PARTIALLY_REFUNDED', defaultMessage: 'Partly refunded' },
  EXPIRED: { id: 'agent.status.EXPIRED', defaultMessage: 'Expired' },
}) satisfies Record<BookingStatus, unknown>;

export const STATUS_VARIANT = {
  PENDING: 'gold',
  DEPOSIT_PAID: 'gold',
  PAID: 'green',
  FAILED: 'red',
  NEEDS_REVIEW: 'blue',
  CANCELLED: 'neutral',
  REFUNDED: 'neutral',
  PARTIALLY_REFUNDED: 'neutral',
  EXPIRED: 'neutral',
} as const satisfies Record<BookingStatus, BadgeVariant>;
