import {
  addLesson,
  createModule,
  deleteLesson,
  deleteModule,
  findModule,
  lessonMissingTranslations,
  listModules,
  moduleMissingTranslations,
  staffModule,
  staffModules,
  updateLesson,
  updateModule,
} from '../services/training.service.ts';
import { adminOnly, builder, staffOnly } from './builder.ts';
import { rowTranslations, translationTypes } from './content-translations.ts';
import { deleteMutation, inputMutation, staffUpdateMutation } from './fields.ts';

const LessonTranslations = translationTypes('Lesson', ['title', 'content']);
const ModuleTranslations = translationTypes('TrainingModule', ['title', 'description']);
const STAFF_TRANSLATIONS =
  "Staff: the Arabic and Indonesian texts. The public fields answer in the caller's language, English where a translation is missing.";
const STAFF_MISSING = 'Staff: the fields that fall back to English, e.g. ["ar.title"].';

const LessonType = builder.prismaObject('Lesson', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    order: t.exposeInt('order'),
    title: t.exposeString('title'),
    videoUrl: t.exposeString('videoUrl', { nullable: true }),
    content: t.exposeString('content'),
    translations: t.field({
      type: LessonTranslations.output,
      ...staffOnly,
      description: STAFF_TRANSLATIONS,
      resolve: (row) => rowTranslations(row),
    }),
    missingTranslations: t.stringList({
      ...staffOnly,
      description: STAFF_MISSING,
      resolve: (row) => lessonMissingTranslations(row),
    }),
  }),
});

/**
 * Modules are read from the catalogue cache with their lessons in order (services/training.service.ts), so
 * `lessons` reads what came with the module instead of plugin-prisma loading them a second time.
 */
const TrainingModuleType = builder.prismaObject('TrainingModule', {
  include: { lessons: { orderBy: [{ order: 'asc' }, { id: 'asc' }] } },
  fields: (t) => ({
    id: t.exposeInt('id'),
    slug: t.exposeString('slug'),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    lessons: t.field({ type: [LessonType], resolve: (module) => module.lessons }),
    translations: t.field({
      type: ModuleTranslations.output,
      ...staffOnly,
      description: STAFF_TRANSLATIONS,
      resolve: (row) => rowTranslations(row),
    }),
    missingTranslations: t.stringList({
      ...staffOnly,
      description: STAFF_MISSING,
      resolve: (row) => moduleMissingTranslations(row),
    }),
  }),
});

const TrainingModuleInput = builder.inputType('TrainingModuleInput', {
  fields: (t) => ({
    title: t.string({ required: true }),
    slug: t.string({ required: true }),
    description: t.string(),
    translations: t.field({ type: ModuleTranslations.input }),
  }),
});

const TrainingModuleUpdateInput = builder.inputType('TrainingModuleUpdateInput', {
  description: 'An absent field stays as it is.',
  fields: (t) => ({
    title: t.string(),
    slug: t.string(),
    description: t.string(),
    translations: t.field({
      type: ModuleTranslations.input,
      description: 'A given field replaces its translation (empty removes it); an absent one stays.',
    }),
  }),
});

const LessonUpdateInput = builder.inputType('LessonUpdateInput', {
  description: 'An absent field stays as it is; an empty videoUrl removes the video.',
  fields: (t) => ({
    title: t.string(),
    order: t.int(),
    videoUrl: t.string(),
    content: t.string(),
    translations: t.field({
      type: LessonTranslations.input,
      description: 'A given field replaces its translation (empty removes it); an absent one stays.',
    }),
  }),
});

const LessonInput = builder.inputType('LessonInput', {
  fields: (t) => ({
    moduleSlug: t.string({ required: true, description: 'Slug (or id) of the module' }),
    title: t.string({ required: true }),
    order: t.int(),
    videoUrl: t.string(),
    content: t.string(),
    translations: t.field({ type: LessonTranslations.input }),
  }),
});

builder.queryFields((t) => ({
  trainingModules: t.field({ type: [TrainingModuleType], resolve: (_r, _a, ctx) => listModules(ctx) }),
  trainingModule: t.field({
    type: TrainingModuleType,
    nullable: true,
    args: { slugOrId: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => findModule(ctx, args.slugOrId),
  }),
  staffTrainingModules: t.field({
    type: [TrainingModuleType],
    ...staffOnly,
    description: 'The back-office list: English fields with their translations and what is missing.',
    resolve: (_r, _a, ctx) => staffModules(ctx),
  }),
  staffTrainingModule: t.field({
    type: TrainingModuleType,
    nullable: true,
    ...staffOnly,
    args: { slugOrId: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => staffModule(ctx, args.slugOrId),
  }),
}));

inputMutation('createTrainingModule', TrainingModuleType, TrainingModuleInput, createModule, staffOnly);

builder.mutationFields((t) => ({
  addLesson: t.field({
    type: LessonType,
    ...staffOnly,
    args: { input: t.arg({ type: LessonInput, required: true }) },
    resolve: (_r, { input: { moduleSlug, ...lesson } }, ctx) => addLesson(ctx, moduleSlug, lesson),
  }),
}));

staffUpdateMutation('updateTrainingModule', TrainingModuleType, TrainingModuleUpdateInput, updateModule);
deleteMutation('deleteTrainingModule', deleteModule, adminOnly);
staffUpdateMutation('updateLesson', LessonType, LessonUpdateInput, updateLesson);
deleteMutation('deleteLesson', deleteLesson, staffOnly);
