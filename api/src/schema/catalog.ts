import {
  createServiceClass,
  deleteServiceClass,
  listServiceClasses,
  type ServiceClassView,
  updateServiceClass,
} from '../services/service-classes.service.ts';
import {
  createTransportMode,
  deleteTransportMode,
  listTransportModes,
  updateTransportMode,
} from '../services/transport-modes.service.ts';
import { builder, staffOnly } from './builder.ts';

const TransportModeType = builder.prismaObject('TransportMode', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    enabled: t.exposeBoolean('enabled'),
  }),
});

export const ServiceClassType = builder.objectRef<ServiceClassView>('ServiceClass').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    multiplier: t.exposeFloat('multiplier'),
  }),
});

const TransportModeInput = builder.inputType('TransportModeInput', {
  fields: (t) => ({ code: t.string({ required: true }), name: t.string({ required: true }), enabled: t.boolean() }),
});
const TransportModeUpdateInput = builder.inputType('TransportModeUpdateInput', {
  fields: (t) => ({ name: t.string(), enabled: t.boolean() }),
});
const ServiceClassInput = builder.inputType('ServiceClassInput', {
  fields: (t) => ({
    code: t.string({ required: true }),
    name: t.string({ required: true }),
    multiplier: t.float({ required: true }),
  }),
});
const ServiceClassUpdateInput = builder.inputType('ServiceClassUpdateInput', {
  fields: (t) => ({ name: t.string(), multiplier: t.float() }),
});

builder.queryFields((t) => ({
  transportModes: t.field({ type: [TransportModeType], resolve: (_r, _a, ctx) => listTransportModes(ctx) }),
  serviceClasses: t.field({ type: [ServiceClassType], resolve: (_r, _a, ctx) => listServiceClasses(ctx) }),
}));

builder.mutationFields((t) => ({
  createTransportMode: t.field({
    type: TransportModeType,
    ...staffOnly,
    args: { input: t.arg({ type: TransportModeInput, required: true }) },
    resolve: (_r, { input }, ctx) => createTransportMode(ctx, input),
  }),
  updateTransportMode: t.field({
    type: TransportModeType,
    ...staffOnly,
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: TransportModeUpdateInput, required: true }) },
    resolve: (_r, args, ctx) => updateTransportMode(ctx, args.id, args.input),
  }),
  deleteTransportMode: t.boolean({
    ...staffOnly,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => deleteTransportMode(ctx, args.id),
  }),
  createServiceClass: t.field({
    type: ServiceClassType,
    ...staffOnly,
    args: { input: t.arg({ type: ServiceClassInput, required: true }) },
    resolve: (_r, { input }, ctx) => createServiceClass(ctx, input),
  }),
  updateServiceClass: t.field({
    type: ServiceClassType,
    ...staffOnly,
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: ServiceClassUpdateInput, required: true }) },
    resolve: (_r, args, ctx) => updateServiceClass(ctx, args.id, args.input),
  }),
  deleteServiceClass: t.boolean({
    ...staffOnly,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => deleteServiceClass(ctx, args.id),
  }),
}));
