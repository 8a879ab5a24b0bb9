import { z } from 'zod';

import { lessonInput, lessonUpdateInput, moduleInput, moduleUpdateInput } from '../services/training.service.ts';
import { modelRow } from './openapi/models.ts';
import { Ok, operations } from './openapi/operation.ts';

export const trainingOperations = operations(() => {
  const translations = z.record(z.string(), z.record(z.string(), z.unknown()));

  /** Lessons and modules as the public reads them: texts in the reader's language. */
  const Lesson = modelRow('Lesson', ['translations']).meta({ id: 'Lesson' });
  const TrainingModule = modelRow('TrainingModule', ['translations'])
    .extend({ lessons: z.array(Lesson) })
    .meta({ id: 'TrainingModule' });
  /** As staff edit them: English columns and the stored translations. */
  const LessonRow = modelRow('Lesson').extend({ translations }).meta({ id: 'LessonRow' });
  const TrainingModuleRow = modelRow('TrainingModule')
    .extend({ translations, lessons: z.array(LessonRow) })
    .meta({ id: 'TrainingModuleRow' });

  /** `:ref` is a module's id or its slug. */
  const moduleRef = z.object({ ref: z.string().min(1).max(200).meta({ description: "The module's id or slug." }) });

  return {
    listModules: {
      operationId: 'listTrainingModules',
      summary: 'Training modules with their lessons, in order',
      tag: 'training',
      access: 'public',
      response: z.array(TrainingModule),
    },
    getModule: {
      operationId: 'getTrainingModule',
      summary: 'One training module by id or slug',
      tag: 'training',
      access: 'public',
      params: moduleRef,
      response: TrainingModule,
      errors: [404],
    },
    createModule: {
      operationId: 'createTrainingModule',
      summary: 'Add a training module',
      tag: 'training',
      access: 'staff',
      body: moduleInput,
      response: TrainingModuleRow,
      errors: [409],
    },
    addLesson: {
      operationId: 'addTrainingLesson',
      summary: 'Add a lesson to a module (by id or slug)',
      tag: 'training',
      access: 'staff',
      params: moduleRef,
      body: lessonInput,
      response: LessonRow,
      errors: [404, 409],
    },
    updateModule: {
      operationId: 'updateTrainingModule',
      summary: 'Edit a training module',
      tag: 'training',
      access: 'staff',
      params: moduleRef,
      body: moduleUpdateInput,
      response: TrainingModuleRow,
      errors: [404, 409],
    },
    deleteModule: {
      operationId: 'deleteTrainingModule',
      summary: 'Delete a training module and its lessons',
      tag: 'training',
      access: 'staff',
      params: moduleRef,
      response: Ok,
      errors: [404, 409],
    },
    updateLesson: {
      operationId: 'updateTrainingLesson',
      summary: 'Edit a lesson',
      tag: 'training',
      access: 'staff',
      body: lessonUpdateInput,
      response: LessonRow,
      errors: [404, 409],
    },
    deleteLesson: {
      operationId: 'deleteTrainingLesson',
      summary: 'Delete a lesson',
      tag: 'training',
      access: 'staff',
      response: Ok,
      errors: [404],
    },
  };
});
