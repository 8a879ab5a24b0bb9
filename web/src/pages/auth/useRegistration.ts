import type { WatchQueryFetchPolicy } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';

import { graphql } from '../../gql';

/** True until the first administrator exists. */
export const SETUP_REQUIRED_QUERY = graphql(`
  query SetupRequired {
    setupRequired
  }
`);

export const REGISTER_MUTATION = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      token
      role
    }
  }
`);

/** Whether the first administrator is still to be created (signup may offer it, /setup creates it). */
export function useSetupRequired(fetchPolicy?: WatchQueryFetchPolicy) {
  return useQuery(SETUP_REQUIRED_QUERY, { fetchPolicy });
}

/** Creates an account and answers with its session: the signup form and the first-admin setup. */
export function useRegister() {
  return useMutation(REGISTER_MUTATION);
}
