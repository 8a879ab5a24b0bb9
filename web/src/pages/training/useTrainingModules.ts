import type { WatchQueryFetchPolicy } from '@apollo/client';
import { useQuery } from '@apollo/client/react';

import { graphql } from '../../gql';

export const TRAINING_MODULES_QUERY = graphql(`
  query TrainingModules {
    trainingModules {
      id
      slug
      title
      description
      lessons {
        id
      }
    }
  }
`);

/** The training modules with their lesson ids: the public course list and the back-office editor. */
export function useTrainingModules(fetchPolicy?: WatchQueryFetchPolicy) {
  return useQuery(TRAINING_MODULES_QUERY, { fetchPolicy });
}

export const TRAINING_MODULE_QUERY = graphql(`
  query TrainingModule($slugOrId: String!) {
    trainingModule(slugOrId: $slugOrId) {
      id
      title
      description
      lessons {
        id
        order
        ...TrainingLesson
      }
    }
  }
`);

/** One module with its lessons, by slug (or id, for old links). */
export function useTrainingModule(slugOrId: string) {
  return useQuery(TRAINING_MODULE_QUERY, { variables: { slugOrId } });
}
