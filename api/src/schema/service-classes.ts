import {
  createServiceClass,
  deleteServiceClass,
  listServiceClasses,
  serviceClassMissingTranslations,
  type ServiceClassView,
  updateServiceClass,
} from '../services/service-classes.service.ts';
import { builder, staffOnly } from './builder.ts';
import { rowTranslations, translationTypes } from './content-translations.ts';
import { deleteMutation, inputMutation, staffUpdateMutation } from './fields.ts';

const ServiceClassTranslations = translationTypes('ServiceClass', ['name']);

export const ServiceClassType = builder.objectRef<ServiceClassView>('ServiceClass').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    multiplier: t.exposeFloat('multiplier'),
    seatShare: t.exposeInt('seatShare', { description: "Percent of every departure's seats sold in this class." }),
    translations: t.field({
      type: ServiceClassTranslations.output,
      description: 'The name in Arabic and Indonesian; `name` is the English, shown where a language has none.',
      resolve: (row) => rowTranslations(row),
    }),
    missingTranslations: t.stringList({
      description: 'Languages whose name falls back to English, e.g. "ar.name".',
      resolve: (row) => serviceClassMissingTranslations(row),
    }),
  }),
});

const ServiceClassInput = builder.inputType('ServiceClassInput', {
  fields: (t) => ({
    code: t.string({ required: true }),
    name: t.string({ required: true }),
    multiplier: t.float({ required: true }),
    seatShare: t.int(),
    translations: t.field({ type: ServiceClassTranslations.input }),
  }),
});
const ServiceClassUpdateInput = builder.inputType('ServiceClassUpdateInput', {
  fields: (t) => ({
    name: t.string(),
    multiplier: t.float(),
    seatShare: t.int(),
    translations: t.field({ type: ServiceClassTranslations.input }),
  }),
});

builder.queryFields((t) => ({
  serviceClasses: t.field({ type: [ServiceClassType], resolve: (_r, _a, ctx) => listServiceClasses(ctx) }),
}));

inputMutation('createServiceClass', ServiceClassType, ServiceClassInput, createServiceClass, staffOnly);
staffUpdateMutation('updateServiceClass', ServiceClassType, ServiceClassUpdateInput, updateServiceClass);
deleteMutation('deleteServiceClass', deleteServiceClass, staffOnly);
