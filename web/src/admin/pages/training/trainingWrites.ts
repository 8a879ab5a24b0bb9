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

// Editing what is there: a module's fields, its lessons one by one. Deleting a module takes its lessons with it
// (admins only); staff delete single lessons.

// Staff reads: the English fields with their Arabic and Indonesian texts and what falls back to English (never the
// public, cached answer in the reader's language).

export const ADMIN_TRAINING_MODULES_QUERY = graphql(`
  query AdminTrainingModules {
    staffTrainingModules {
      id
      slug
      title
      description
      lessons {
        id
      }
      translations {
        ar {
          title
          description
        }
        id {
          title
          description
        }
      }
      missingTranslations
    }
  }
`);

export const ADMIN_MODULE_LESSONS_QUERY = graphql(`
  query AdminModuleLessons($slugOrId: String!) {
    staffTrainingModule(slugOrId: $slugOrId) {
      id
      title
      lessons {
        id
        order
        title
        videoUrl
        content
        translations {
          ar {
            title
            content
          }
          id {
            title
            content
          }
        }
        missingTranslations
      }
    }
  }
`);

export const ADMIN_UPDATE_TRAINING_MODULE_MUTATION = graphql(`
  mutation AdminUpdateTrainingModule($id: Int!, $input: TrainingModuleUpdateInput!) {
    updateTrainingModule(id: $id, input: $input) {
      id
      slug
      title
      description
    }
  }
`);

export const ADMIN_DELETE_TRAINING_MODULE_MUTATION = graphql(`
  mutation AdminDeleteTrainingModule($id: Int!) {
    deleteTrainingModule(id: $id)
  }
`);

export const ADMIN_UPDATE_LESSON_MUTATION = graphql(`
  mutation AdminUpdateLesson($id: Int!, $input: LessonUpdateInput!) {
    updateLesson(id: $id, input: $input) {
      id
      order
      title
      videoUrl
      content
    }
  }
`);

export const ADMIN_DELETE_LESSON_MUTATION = graphql(`
  mutation AdminDeleteLesson($id: Int!) {
    deleteLesson(id: $id)
  }
`);
