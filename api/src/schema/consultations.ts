import { createConsultation, listConsultations } from '../services/consultations.service.ts';
import { builder } from './builder.ts';
import { inputMutation, staffPageQuery } from './fields.ts';
import { pageOf } from './pagination.ts';

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

staffPageQuery('consultations', pageOf('ConsultationPage', ConsultationType), listConsultations);
inputMutation('createConsultation', ConsultationType, ConsultationInput, createConsultation);
