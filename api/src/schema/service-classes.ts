import {
  createServiceClass,
  deleteServiceClass,
  listServiceClasses,
  type ServiceClassView,
  updateServiceClass,
} from '../services/service-classes.service.ts';
import { builder, staffOnly } from './builder.ts';
import { deleteMutation, inputMutation, staffUpdateMutation } from './fields.ts';

export const ServiceClassType = builder.objectRef<ServiceClassView>('ServiceClass').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    multiplier: t.exposeFloat('multiplier'),
    seatShare: t.exposeInt('seatShare', { description: "Percent of every departure's seats sold in this class." }),
  }),
});

const ServiceClassInput = builder.inputType('ServiceClassInput', {
  fields: (t) => ({
    code: t.string({ required: true }),
    name: t.string({ required: true }),
    multiplier: t.float({ required: true }),
    seatShare: t.int(),
  }),
});
const ServiceClassUpdateInput = builder.inputType('ServiceClassUpdateInput', {
  fields: (t) => ({ name: t.string(), multiplier: t.float(), seatShare: t.int() }),
});

builder.queryFields((t) => ({
  serviceClasses: t.field({ type: [ServiceClassType], resolve: (_r, _a, ctx) => listServiceClasses(ctx) }),
}));

inputMutation('createServiceClass', ServiceClassType, ServiceClassInput, createServiceClass, staffOnly);
staffUpdateMutation('updateServiceClass', ServiceClassType, ServiceClassUpdateInput, updateServiceClass);
deleteMutation('deleteServiceClass', deleteServiceClass, staffOnly);
