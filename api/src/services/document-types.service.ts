import type { Prisma } from '@rihla/db';
import { z } from 'zod';

import { recordAudit } from '../lib/audit.ts';
import { requireStaff } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { foundOr404, writeOrExplain } from '../lib/errors.ts';
import { id, parseInput, text, trimmed } from '../lib/validation.ts';
import { documentTypeTranslationsInput, mergeTranslations } from './content-translations.ts';

/**
 * The documents a package may ask of each traveller (issue #33 §1, decision 0057): a list staff manage (a code, a
 * name and guidance, in English with Arabic and Indonesian translations), and per package which of them are
 * required. Staff only; every change is audited. Customers meet them through their booking's documents.
 */

const CODE = /^[A-Z][A-Z0-9_]{1,39}$/;

export const documentTypeInput = z.object({
  code: z.string({ error: 'DOCUMENT_TYPE_CODE_INVALID' }).trim().regex(CODE, { error: 'DOCUMENT_TYPE_CODE_INVALID' }),
  name: trimmed('DOCUMENT_TYPE_NAME_REQUIRED', 200),
  guidance: text(1000)
    .transform((v) => v.trim())
    .optional(),
  translations: documentTypeTranslationsInput,
});
export const documentTypeUpdateInput = documentTypeInput.partial();

export const packageRequirementsInput = z.object({
  documentTypeIds: z.array(id, { error: 'DOCUMENT_TYPE_IDS_INVALID' }).max(20, { error: 'DOCUMENT_TYPE_IDS_INVALID' }),
});

const typeSelect = {
  id: true,
  code: true,
  name: true,
  guidance: true,
  translations: true,
} as const satisfies Prisma.DocumentTypeSelect;
export type DocumentTypeRow = Prisma.DocumentTypeGetPayload<{ select: typeof typeSelect }>;

const TAKEN = { duplicate: 'DOCUMENT_TYPE_CODE_TAKEN', missing: 'DOCUMENT_TYPE_NOT_FOUND' } as const;

/** Every document type, by name (staff). */
export function documentTypes(ctx: ServiceContext): Promise<DocumentTypeRow[]> {
  requireStaff(ctx.viewer);
  return ctx.db.documentType.findMany({ select: typeSelect, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
}

export async function createDocumentType(ctx: ServiceContext, input: unknown): Promise<DocumentTypeRow> {
  const viewer = requireStaff(ctx.viewer);
  const { translations, ...fields } = parseInput(documentTypeInput, input);
  return ctx.db.$transaction(async (tx) => {
    const row = await writeOrExplain(
      tx.documentType.create({
        data: { ...fields, translations: mergeTranslations({}, translations) },
        select: typeSelect,
      }),
      TAKEN,
    );
    await recordAudit(tx, viewer, {
      action: 'document-type.create',
      entityType: 'DocumentType',
      entityId: row.id,
      summary: `Added the document type ${row.name}`,
      after: { code: row.code, name: row.name, guidance: row.guidance },
    });
    return row;
  });
}

export async function updateDocumentType(
  ctx: ServiceContext,
  typeId: unknown,
  input: unknown,
): Promise<DocumentTypeRow> {
  const viewer = requireStaff(ctx.viewer);
  const key = parseInput(id, Number(typeId));
  const { translations, ...fields } = parseInput(documentTypeUpdateInput, input);
  return ctx.db.$transaction(async (tx) => {
    const before = foundOr404(
      await tx.documentType.findUnique({ where: { id: key }, select: typeSelect }),
      'DOCUMENT_TYPE_NOT_FOUND',
    );
    const row = await writeOrExplain(
      tx.documentType.update({
        where: { id: key },
        data: {
          ...fields,
          ...(translations && { translations: mergeTranslations(before.translations, translations) }),
        },
        select: typeSelect,
      }),
      TAKEN,
    );
    await recordAudit(tx, viewer, {
      action: 'document-type.update',
      entityType: 'DocumentType',
      entityId: row.id,
      summary: `Changed the document type ${row.name}`,
      before: { code: before.code, name: before.name, guidance: before.guidance },
      after: { code: row.code, name: row.name, guidance: row.guidance },
    });
    return row;
  });
}

/** The document types a package requires of each traveller (staff). */
export async function packageDocumentTypes(ctx: ServiceContext, packageId: unknown): Promise<DocumentTypeRow[]> {
  requireStaff(ctx.viewer);
  const key = parseInput(id, Number(packageId));
  foundOr404(await ctx.db.package.findUnique({ where: { id: key }, select: { id: true } }), 'PACKAGE_NOT_FOUND');
  return requiredTypes(ctx.db, key);
}

const requiredTypes = (db: ServiceContext['db'] | Prisma.TransactionClient, packageId: number) =>
  db.documentType.findMany({
    where: { requirements: { some: { packageId } } },
    select: typeSelect,
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });

/** Replaces a package's required documents with the given types (staff; audited with what was added and removed). */
export async function setPackageDocumentTypes(
  ctx: ServiceContext,
  packageId: unknown,
  input: unknown,
): Promise<DocumentTypeRow[]> {
  const viewer = requireStaff(ctx.viewer);
  const key = parseInput(id, Number(packageId));
  const wanted = [...new Set(parseInput(packageRequirementsInput, input).documentTypeIds)];
  return ctx.db.$transaction(async (tx) => {
    const pkg = foundOr404(
      await tx.package.findUnique({ where: { id: key }, select: { name: true } }),
      'PACKAGE_NOT_FOUND',
    );
    const known = await tx.documentType.count({ where: { id: { in: wanted } } });
    if (known !== wanted.length) foundOr404(null, 'DOCUMENT_TYPE_NOT_FOUND');
    const before = (await requiredTypes(tx, key)).map((type) => type.code);
    await tx.packageDocumentRequirement.deleteMany({ where: { packageId: key, documentTypeId: { notIn: wanted } } });
    await tx.packageDocumentRequirement.createMany({
      data: wanted.map((documentTypeId) => ({ packageId: key, documentTypeId })),
      skipDuplicates: true,
    });
    const after = await requiredTypes(tx, key);
    await recordAudit(tx, viewer, {
      action: 'package.document-requirements',
      entityType: 'Package',
      entityId: key,
      summary: `Changed the documents ${pkg.name} asks of each traveller`,
      before: { documents: before },
      after: { documents: after.map((type) => type.code) },
    });
    return after;
  });
}
