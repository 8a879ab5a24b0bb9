import { LegalDocumentKind } from '@rihla/db';

import { legalDocument, legalDocumentVersions, saveLegalDocument } from '../services/legal.service.ts';
import { adminOnly, builder } from './builder.ts';

const LegalDocumentKindEnum = builder.enumType(LegalDocumentKind, { name: 'LegalDocumentKind' });

builder.prismaObject('LegalDocument', {
  description: 'One version of the privacy policy or the terms of booking in one language.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    kind: t.expose('kind', { type: LegalDocumentKindEnum }),
    locale: t.exposeString('locale'),
    version: t.exposeInt('version'),
    title: t.exposeString('title'),
    body: t.exposeString('body', {
      description: 'Plain text: paragraphs separated by a blank line; a line starting with "## " is a heading.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    createdBy: t.relation('createdBy', {
      nullable: true,
      ...adminOnly,
      description: 'The admin who saved it; null for the default text.',
    }),
  }),
});

builder.queryFields((t) => ({
  legalDocument: t.prismaField({
    type: 'LegalDocument',
    description: 'The current version, in `locale` (en, ar, id) or else the caller’s language.',
    args: { kind: t.arg({ type: LegalDocumentKindEnum, required: true }), locale: t.arg.string() },
    resolve: (_query, _root, args, ctx) => legalDocument(ctx, { kind: args.kind, locale: args.locale ?? undefined }),
  }),
  legalDocumentVersions: t.prismaField({
    type: ['LegalDocument'],
    ...adminOnly,
    description: 'Every version of one text in one language, newest first.',
    args: { kind: t.arg({ type: LegalDocumentKindEnum, required: true }), locale: t.arg.string({ required: true }) },
    resolve: (_query, _root, args, ctx) => legalDocumentVersions(ctx, args),
  }),
}));

builder.mutationFields((t) => ({
  saveLegalDocument: t.prismaField({
    type: 'LegalDocument',
    ...adminOnly,
    description: 'Saves a text as its next version, which becomes the current one (audited).',
    args: {
      kind: t.arg({ type: LegalDocumentKindEnum, required: true }),
      locale: t.arg.string({ required: true }),
      title: t.arg.string({ required: true }),
      body: t.arg.string({ required: true }),
    },
    resolve: (_query, _root, args, ctx) => saveLegalDocument(ctx, args),
  }),
}));
