import { createConsultation, listConsultations } from '../services/consultations.service.ts';
import { builder, staffOnly } from './builder.ts';
import { pageArgs, pageOf } from './pagination.ts';

const ConsultationType = builder.prismaObject('Consultation', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    message: t.exposeString('message'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const ConsultationInput = builder.inputType('ConsultationInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    message: t.string({ required: true }),
  }),
});

const ConsultationPage = pageOf('ConsultationPage', ConsultationType);

builder.queryFields((t) => ({
  consultations: t.field({
    type: ConsultationPage,
    ...staffOnly,
    args: pageArgs(t.arg),
    resolve: (_r, args, ctx) => listConsultations(ctx, args),
  }),
}));

builder.mutationFields((t) => ({
  createConsultation: t.field({
    type: ConsultationType,
    args: { input: t.arg({ type: ConsultationInput, required: true }) },
    resolve: (_r, { input }, ctx) => createConsultation(ctx, input),
  }),
}));
