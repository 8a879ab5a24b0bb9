import { consultationList, createConsultation } from '../services/consultations.service.ts';
import { builder } from './builder.ts';
import { inputMutation } from './fields.ts';
import { staffListQueries } from './pagination.ts';

const ConsultationType = builder.prismaObject('Consultation', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone', { nullable: true, description: 'Phone or WhatsApp number, as typed.' }),
    message: t.exposeString('message'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const ConsultationInput = builder.inputType('ConsultationInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    phone: t.string({ description: 'Optional phone or WhatsApp number: 6 to 20 digits; spaces, +, - and () allowed.' }),
    message: t.string({ required: true }),
  }),
});

staffListQueries('consultations', 'Consultation', consultationList);
inputMutation('createConsultation', ConsultationType, ConsultationInput, createConsultation);
