import { graphql } from '../../gql';

// The module list is the public TrainingModules query (operations/training.ts); only writes live here.
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
