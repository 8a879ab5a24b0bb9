import { graphql } from '../../../gql';

// The back-office's training writes. Both forms name what they created in the confirmation, so both read the title;
// the page then reloads the module list (pages/training/useTrainingModules.ts) with its lessons.

export const ADMIN_CREATE_TRAINING_MODULE_MUTATION = graphql(`
  mutation AdminCreateTrainingModule($input: TrainingModuleInput!) {
    createTrainingModule(input: $input) {
      id
      title
    }
  }
`);

export const ADMIN_ADD_LESSON_MUTATION = graphql(`
  mutation AdminAddLesson($input: LessonInput!) {
    addLesson(input: $input) {
      id
      title
    }
  }
`);
