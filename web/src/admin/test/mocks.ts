import type { ApolloLink, OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { GraphQLCodegenDataMasking } from '@apollo/client/masking';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { vi } from 'vitest';

/**
 * An object as the API sends it: fragments spread in (unmasked) and every object with its `__typename`, which
 * Apollo's cache needs to store it. Mocks typed this way stop compiling when a query or fragment gains a field
 * they lack, instead of failing at runtime with a "Missing field" warning.
 */
export type Served<T> = T extends readonly (infer Item)[]
  ? Served<Item>[]
  : T extends object
    ? { [Key in keyof T]: Served<T[Key]> } & { __typename: string }
    : T;

type Unmasked<T> = GraphQLCodegenDataMasking.Unmasked<T>;

/** An answer's `data`: the root fields served (the root itself carries no `__typename`). */
export type ServedData<TData> = { [Key in keyof Unmasked<TData>]: Served<Unmasked<TData>[Key]> };

type Operation<TData, TVariables extends OperationVariables> = TypedDocumentNode<TData, TVariables>;

/** A mock with a fixed answer (not a function of the variables). */
export type AnsweredMock = MockLink.MockedResponse & { result: ApolloLink.Result };

/** The first page of a back-office list at the page size the pages ask for. */
export const FIRST_PAGE = { page: 1, pageSize: 20 };

/** One page of a paged list as the API sends it; `total` counts all pages' rows. */
export function pageOf<Item>(__typename: string, items: Item[], total = items.length) {
  return { __typename, total, items };
}

/** A query answered the same way however often it is (re)fetched. */
export function always<TData, TVariables extends OperationVariables>(
  query: Operation<TData, TVariables>,
  data: NoInfer<ServedData<TData>>,
  variables?: NoInfer<TVariables>,
): AnsweredMock {
  return { request: { query, variables }, result: { data }, maxUsageCount: Number.POSITIVE_INFINITY };
}

/** An operation answered once with `data`. */
export function once<TData, TVariables extends OperationVariables>(
  query: Operation<TData, TVariables>,
  variables: NoInfer<TVariables> | undefined,
  data: NoInfer<ServedData<TData>>,
): AnsweredMock {
  return { request: { query, variables }, result: { data } };
}

/** A GraphQL error answer as the API sends it (message = the user-facing text), once. */
export function failing<TData, TVariables extends OperationVariables>(
  query: Operation<TData, TVariables>,
  variables: NoInfer<TVariables> | undefined,
  message: string,
  code = 'BAD_USER_INPUT',
): AnsweredMock {
  return { request: { query, variables }, result: { errors: [new GraphQLError(message, { extensions: { code } })] } };
}

/** Wraps a mock's answer in a spy, for tests that check whether (or how often) the operation was sent. */
export function spiedOn({ result, ...response }: AnsweredMock) {
  const spy = vi.fn(() => result);
  const mock: MockLink.MockedResponse = { ...response, result: spy };
  return { mock, spy };
}

/** A fetch answer with a JSON body (for the REST calls: uploads, queue sessions). */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
