import { LegalDocumentKind, type PrismaClient, type TransactionClient } from '@rihla/db';
import { DEFAULT_LEGAL_TEXTS } from '@rihla/db/legal-texts';
import { z } from 'zod';

import { recordAudit } from '../lib/audit.ts';
import { requireAdmin } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { type Locale, LOCALES } from '../lib/locale.ts';
import { issueMessage, parseInput, text, trimmed } from '../lib/validation.ts';

/**
 * The privacy policy and the terms of booking (issue #31, docs/decisions/0044): one text per kind and language,
 * versioned. Anyone reads the current version; an ADMIN's save adds the next version (audited), never rewrites
 * one, so a booking's `termsDocumentId` keeps naming the words its customer accepted.
 */

const BODY_MAX = 50_000;

const kind = z.enum(LegalDocumentKind, { error: 'LEGAL_KIND_INVALID' });
const locale = z.enum(LOCALES, { error: issueMessage('LANGUAGE_INVALID', { languages: LOCALES.join(', ') }) });

export const legalDocumentInput = z.object({ kind, locale: locale.optional() });
export const legalVersionsInput = z.object({ kind, locale });
export const saveLegalDocumentInput = z.object({
  kind,
  locale,
  title: trimmed('LEGAL_TITLE_REQUIRED', 200),
  body: z.string({ error: 'LEGAL_BODY_REQUIRED' }).trim().min(1, { error: 'LEGAL_BODY_REQUIRED' }).pipe(text(BODY_MAX)),
});

type Db = PrismaClient | TransactionClient;

/**
 * The current version of `kind` in `language`: its highest version, or version 1 from the default texts, written
 * now when the install has none. Concurrent first reads (a fresh install's first bookings) each insert it with
 * ON CONFLICT DO NOTHING: one row is written, the others wait for it and read it, and no transaction aborts (Prisma's
 * upsert answered all but one of them with a unique violation).
 */
export async function currentLegalDocument(db: Db, documentKind: LegalDocumentKind, language: Locale) {
  const latest = () =>
    db.legalDocument.findFirst({ where: { kind: documentKind, locale: language }, orderBy: { version: 'desc' } });
  const found = await latest();
  if (found) return found;
  const { title, body } = DEFAULT_LEGAL_TEXTS[documentKind][language];
  await db.$executeRaw`
    INSERT INTO "LegalDocument" (kind, locale, version, title, body)
    VALUES (${documentKind}::"LegalDocumentKind", ${language}, 1, ${title}, ${body})
    ON CONFLICT (kind, locale, version) DO NOTHING`;
  return (await latest())!;
}

/** The current text, in the language asked for, else the caller's. */
export async function legalDocument(ctx: ServiceContext, input: unknown) {
  const asked = parseInput(legalDocumentInput, input);
  return currentLegalDocument(ctx.db, asked.kind, asked.locale ?? ctx.locale ?? 'en');
}

/** Every version of one text, newest first, with who saved it (ADMIN only: the editor's history). */
export async function legalDocumentVersions(ctx: ServiceContext, input: unknown) {
  requireAdmin(ctx.viewer, 'LEGAL_EDIT_ADMIN_ONLY');
  const asked = parseInput(legalVersionsInput, input);
  await currentLegalDocument(ctx.db, asked.kind, asked.locale);
  return ctx.db.legalDocument.findMany({
    where: { kind: asked.kind, locale: asked.locale },
    orderBy: { version: 'desc' },
    include: { createdBy: { select: { id: true, name: true, email: true } } },
  });
}

/**
 * An ADMIN saves a text: it becomes the next version and the current one. Saves of one text queue on the row of
 * its current version (FOR UPDATE), so two saves at once make two versions, never one number twice.
 */
export async function saveLegalDocument(ctx: ServiceContext, input: unknown) {
  const admin = requireAdmin(ctx.viewer, 'LEGAL_EDIT_ADMIN_ONLY');
  const data = parseInput(saveLegalDocumentInput, input);
  return ctx.db.$transaction(async (tx) => {
    const current = await currentLegalDocument(tx, data.kind, data.locale);
    await tx.$queryRaw`SELECT id FROM "LegalDocument" WHERE id = ${current.id} FOR UPDATE`;
    const latest = await currentLegalDocument(tx, data.kind, data.locale);
    const saved = await tx.legalDocument.create({
      data: { ...data, version: latest.version + 1, createdById: admin.id },
    });
    await recordAudit(tx, admin, {
      action: 'legal.update',
      entityType: 'LegalDocument',
      entityId: saved.id,
      summary: `Saved version ${saved.version} of the ${data.kind === 'PRIVACY' ? 'privacy policy' : 'terms of booking'} (${data.locale})`,
      before: { version: latest.version, title: latest.title },
      after: { version: saved.version, title: saved.title },
    });
    return saved;
  });
}
