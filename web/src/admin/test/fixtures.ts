import type { MockLink } from '@apollo/client/testing';
import type { DocumentNode } from 'graphql';
import { GraphQLError } from 'graphql';

import type { Role } from '../../lib/session';

/** A query answered the same way however often it is (re)fetched. */
export function always(
  query: DocumentNode,
  data: object,
  variables?: Record<string, unknown>,
): MockLink.MockedResponse {
  return { request: { query, variables }, result: { data }, maxUsageCount: Number.POSITIVE_INFINITY };
}

export function once(
  query: DocumentNode,
  variables: Record<string, unknown> | undefined,
  data: object,
): MockLink.MockedResponse {
  return { request: { query, variables }, result: { data } };
}

/** A GraphQL error response as the API sends it (message = the user-facing text). */
export function failing(
  query: DocumentNode,
  variables: Record<string, unknown> | undefined,
  message: string,
  code = 'BAD_USER_INPUT',
): MockLink.MockedResponse {
  return { request: { query, variables }, result: { errors: [new GraphQLError(message, { extensions: { code } })] } };
}

export const FIRST_PAGE = { page: 1, pageSize: 20 };

export function makeUser(id: number, role: Role, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'User' as const,
    id,
    name: `${role.charAt(0)}${role.slice(1).toLowerCase()} ${id}`,
    email: `${role.toLowerCase()}${id}@rihla.test`,
    role,
    avatar: null as string | null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function makeReview(id: number, rating: number) {
  return {
    __typename: 'Review' as const,
    id,
    rating,
    comment: `Comment ${id}`,
    createdAt: '2026-11-20T10:00:00.000Z',
    package: { __typename: 'Package' as const, id: 100 + id, name: `Package ${id}` },
    user: { __typename: 'User' as const, id: 200 + id, email: `reviewer${id}@rihla.test` },
  };
}

export function makeAdminPackage(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Package' as const,
    id,
    code: `UMR-STD-${id}`,
    name: `Umrah Standard ${id}`,
    description: `Fourteen nights, package ${id}`,
    image: null as string | null,
    price: 189900 as number | null,
    currency: 'USD',
    ...overrides,
  };
}

export function makeMode(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'TransportMode' as const,
    id,
    code: `MODE${id}`,
    name: `Mode ${id}`,
    enabled: true,
    ...overrides,
  };
}

export function makeClass(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ServiceClass' as const,
    id,
    code: `CLS${id}`,
    name: `Class ${id}`,
    multiplier: 1,
    ...overrides,
  };
}

export function makeBooking(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Booking' as const,
    id,
    name: `Customer ${id}`,
    email: `customer${id}@rihla.test`,
    phone: null as string | null,
    createdAt: '2026-11-20T10:00:00.000Z',
    source: 'WEB',
    status: 'PENDING',
    reviewReason: null as string | null,
    amount: 189900 as number | null,
    currency: 'USD' as string | null,
    package: { __typename: 'Package' as const, id: 7, name: 'Umrah Standard', price: 189900, currency: 'USD' } as {
      __typename: 'Package';
      id: number;
      name: string;
      price: number | null;
      currency: string;
    } | null,
    ...overrides,
  };
}

export function makeCustomBooking(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'CustomBooking' as const,
    id,
    createdAt: '2026-11-20T10:00:00.000Z',
    customer: `Traveller ${id}`,
    email: `traveller${id}@rihla.test`,
    origin: 'London',
    destination: 'Jeddah',
    startDate: '2027-02-14T00:00:00.000Z',
    passengers: 2,
    status: 'PENDING',
    reviewReason: null as string | null,
    transport: { __typename: 'TransportMode' as const, id: 1, name: 'Flights' } as {
      __typename: 'TransportMode';
      id: number;
      name: string;
    } | null,
    service: { __typename: 'ServiceClass' as const, id: 2, name: 'Business' } as {
      __typename: 'ServiceClass';
      id: number;
      name: string;
    } | null,
    ...overrides,
  };
}

export function makeModule(id: number, slug: string, lessons = 0) {
  return {
    __typename: 'TrainingModule' as const,
    id,
    slug,
    title: `Module ${slug}`,
    description: '',
    lessons: Array.from({ length: lessons }, (_, index) => ({ __typename: 'Lesson' as const, id: id * 100 + index })),
  };
}

/** A fetch stand-in answering JSON with `status`; records the calls. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
