import { graphql } from '../../gql';

export const ADMIN_TRAINING_MODULES_QUERY = graphql(`
  query AdminTrainingModules {
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

export const ADMIN_CREATE_TRAINING_MODULE_MUTATION = graphql(`
  mutation AdminCreateTrainingModule($input: TrainingModuleInput!) {
    createTrainingModule(input: $input) {
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

export const ADMIN_ADD_LESSON_MUTATION = graphql(`
  mutation AdminAddLesson($input: LessonInput!) {
    addLesson(input: $input) {
      id
      title
      order
      videoUrl
      content
    }
  }
`);
