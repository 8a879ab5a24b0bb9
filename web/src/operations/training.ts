import { graphql } from '../gql';

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
