import { useQuery } from '@apollo/client/react';

import { graphql } from '../../../gql';

export const ADMIN_VIEWER_QUERY = graphql(`
  query AdminViewer {
    me {
      id
      name
      email
      role
      avatar
    }
  }
`);

/** The signed-in staff member's own account (null until it loads): the profile, and "your own row" in Users. */
export function useViewer() {
  return useQuery(ADMIN_VIEWER_QUERY).data?.me ?? null;
}
