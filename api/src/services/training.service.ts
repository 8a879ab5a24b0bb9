import type { Prisma } from '@rihla/db';
import { z } from 'zod';

import { type AuditEntryInput, changedFields, recordAudit } from '../lib/audit.ts';
import { fieldList } from '../lib/audit-text.ts';
import { requireAdmin, requireStaff } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { badRequest, coded, foundOr404, notFound, writeOrExplain } from '../lib/errors.ts';
import { id, int, parseInput, text, trimmed } from '../lib/validation.ts';
import { cachedRecord } from './catalog-lists.ts';
import {
  lessonTranslationsInput,
  localeKey,
  localized,
  mergeTranslations,
  missingTranslations,
  moduleTranslationsInput,
  TRANSLATABLE,
} from './content-translations.ts';

const DESCRIPTION_MAX = 5000;
const CONTENT_MAX = 20_000;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const lessonOrder = int('ORDER_INVALID', { min: 1, max: 100_000 });
const MODULE_NOT_FOUND = 'MODULE_NOT_FOUND';
const LESSON_NOT_FOUND = 'LESSON_NOT_FOUND';
const absentIfNull = (v: unknown) => (v === null ? undefined : v);

const moduleTitle = trimmed('TITLE_AND_SLUG_REQUIRED');
const moduleSlug = trimmed('TITLE_AND_SLUG_REQUIRED', 80).pipe(
  z.string().toLowerCase().regex(SLUG, { error: 'SLUG_INVALID' }),
);
const moduleDescription = text(DESCRIPTION_MAX, 'DESCRIPTION_TOO_LONG').transform((v) => v.trim());

export const moduleInput = z.object({
  title: moduleTitle,
  slug: moduleSlug,
  description: z.preprocess(absentIfNull, moduleDescription.default('')),
  translations: moduleTranslationsInput,
});

/** An edit: each field absent (or null) stays as it is. */
export const moduleUpdateInput = z.object({
  title: z.preprocess(absentIfNull, moduleTitle.optional()),
  slug: z.preprocess(absentIfNull, moduleSlug.optional()),
  description: z.preprocess(absentIfNull, moduleDescription.optional()),
  translations: moduleTranslationsInput,
});

const lessonTitle = trimmed('LESSON_TITLE_REQUIRED');
const videoUrl = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() || null : (v ?? null)),
  z
    .url({ protocol: /^https?$/, error: 'VIDEO_URL_INVALID' })
    .max(2000, { error: 'VIDEO_URL_TOO_LONG' })
    .nullable(),
);
const lessonContent = text(CONTENT_MAX, 'LESSON_CONTENT_TOO_LONG');

export const lessonInput = z.object({
  title: lessonTitle,
  // Spec 5: the order is converted to a number, 1 when invalid; only a whole number (or its digits) counts.
  order: z.preprocess((v) => {
    const given = lessonOrder.safeParse(v);
    return given.success ? given.data : 1;
  }, z.number()),
  videoUrl,
  content: z.preprocess(absentIfNull, lessonContent.default('')),
  translations: lessonTranslationsInput,
});

/** An edit: each field absent stays as it is; an empty video URL removes the video. An edited order must be valid. */
export const lessonUpdateInput = z.object({
  title: z.preprocess(absentIfNull, lessonTitle.optional()),
  order: z.preprocess(absentIfNull, lessonOrder.optional()),
  videoUrl: videoUrl.optional(),
  content: z.preprocess(absentIfNull, lessonContent.optional()),
  translations: lessonTranslationsInput,
});

const lessonsInOrder = { lessons: { orderBy: [{ order: 'asc' as const }, { id: 'asc' as const }] } };

type ModuleWithLessons = Prisma.TrainingModuleGetPayload<{ include: typeof lessonsInOrder }>;
const MODULES_IN_ORDER = [{ createdAt: 'asc' as const }, { id: 'asc' as const }];

/** A module and its lessons as the public reads show them: titles, descriptions and content in the reader's language. */
function forReader(ctx: ServiceContext, module: ModuleWithLessons) {
  const out = localized(module, TRANSLATABLE.module, ctx.locale); // a new object: its own lessons list below
  out.lessons = module.lessons.map((lesson) => localized(lesson, TRANSLATABLE.lesson, ctx.locale));
  return out;
}

export const moduleMissingTranslations = (row: Record<string, unknown>) =>
  missingTranslations(row, TRANSLATABLE.module);
export const lessonMissingTranslations = (row: Record<string, unknown>) =>
  missingTranslations(row, TRANSLATABLE.lesson);

/**
 * Every module with its lessons, from the catalogue cache: rows, JSON body and ETag. One entry per language (the
 * key carries it), so a hit costs no query; an edit drops every language's entry.
 */
export function modulesEntry(ctx: ServiceContext) {
  return ctx.catalog.read('training', `all:${localeKey(ctx.locale)}`, async () =>
    (await ctx.catalog.db.trainingModule.findMany({ include: lessonsInOrder, orderBy: MODULES_IN_ORDER })).map(
      (module) => forReader(ctx, module),
    ),
  );
}

export async function listModules(ctx: ServiceContext) {
  return (await modulesEntry(ctx)).value;
}

/** The back-office's modules: English columns with their translations (never the cached, localized answer). */
export async function staffModules(ctx: ServiceContext) {
  requireStaff(ctx.viewer);
  return ctx.db.trainingModule.findMany({ include: lessonsInOrder, orderBy: MODULES_IN_ORDER });
}

/** One module for the back-office, by id or slug, with its lessons and translations; null when there is none. */
export async function staffModule(ctx: ServiceContext, ref: unknown) {
  requireStaff(ctx.viewer);
  return ctx.db.trainingModule.findUnique({ where: moduleWhere(ref), include: lessonsInOrder });
}

/** Modules are addressed by slug in URLs and by id in the legacy API; both work. */
function moduleWhere(ref: unknown) {
  const given = typeof ref === 'number' ? String(ref) : typeof ref === 'string' ? ref.trim() : '';
  if (!given) throw badRequest('MODULE_REQUIRED');
  if (/^\d+$/.test(given)) return { id: parseInput(id, given) };
  const slug = given.toLowerCase();
  if (slug.length > 80 || !SLUG.test(slug)) throw notFound(MODULE_NOT_FOUND);
  return { slug };
}

/** One module with its lessons, by id or slug, from the catalogue cache. */
const oneModule = cachedRecord('training', MODULE_NOT_FOUND, (ctx, ref) => {
  const where = moduleWhere(ref);
  const key = `${'id' in where ? `id:${where.id}` : `slug:${where.slug}`}:${localeKey(ctx.locale)}`;
  return {
    key,
    load: async () => {
      const module = await ctx.catalog.db.trainingModule.findUnique({ where, include: lessonsInOrder });
      return module && forReader(ctx, module);
    },
  };
});

/** The module with its lessons, or null: "not there" is an answer for GraphQL's nullable `trainingModule`. */
export const findModule = oneModule.find;
/** REST's GET /training/modules/:ref: the cached entry of a module that exists, or a 404. */
export const moduleOr404 = oneModule.or404;

export async function createModule(ctx: ServiceContext, input: unknown) {
  requireStaff(ctx.viewer);
  const { translations, ...data } = parseInput(moduleInput, input);
  const created = await writeOrExplain(
    ctx.db.$transaction(async (tx) => {
      const row = await tx.trainingModule.create({
        data: { ...data, translations: mergeTranslations({}, translations) },
        include: lessonsInOrder,
      });
      await recordAudit(tx, ctx.viewer, {
        ...moduleEntry(row.id, 'create', `Created the training module ${row.title}`),
        after: { title: row.title, slug: row.slug },
      });
      return row;
    }),
    { duplicate: coded('MODULE_SLUG_TAKEN', { slug: data.slug }) },
  );
  await ctx.catalog.invalidate('training');
  return created;
}

export async function addLesson(ctx: ServiceContext, moduleRef: unknown, input: unknown) {
  requireStaff(ctx.viewer);
  const { translations, ...data } = parseInput(lessonInput, input);
  const module = foundOr404(
    await ctx.db.trainingModule.findUnique({ where: moduleWhere(moduleRef) }),
    MODULE_NOT_FOUND,
  );
  const lesson = await ctx.db.$transaction(async (tx) => {
    const row = await tx.lesson.create({
      data: { ...data, translations: mergeTranslations({}, translations), moduleId: module.id },
    });
    await recordAudit(tx, ctx.viewer, {
      ...lessonEntry(row.id, 'create', `Added the lesson ${row.title} to ${module.title}`),
      after: { title: row.title, order: row.order, videoUrl: row.videoUrl },
    });
    return row;
  });
  await ctx.catalog.invalidate('training');
  return lesson;
}

/** Staff edit a module's title, slug or description; the public pages show the change at once. */
export async function updateModule(ctx: ServiceContext, moduleRef: unknown, input: unknown) {
  requireStaff(ctx.viewer);
  const { translations, ...fields } = parseInput(moduleUpdateInput, input ?? {});
  const where = moduleWhere(moduleRef);
  const updated = await writeOrExplain(
    ctx.db.$transaction(async (tx) => {
      const before = foundOr404(await tx.trainingModule.findUnique({ where }), MODULE_NOT_FOUND);
      const data = {
        ...fields,
        ...(translations ? { translations: mergeTranslations(before.translations, translations) } : {}),
      };
      const row = await tx.trainingModule.update({ where: { id: before.id }, data, include: lessonsInOrder });
      const diff = changedFields(before, data);
      if (Object.keys(diff.after).length > 0)
        await recordAudit(tx, ctx.viewer, {
          ...moduleEntry(
            row.id,
            'update',
            `Edited the ${fieldList(diff.after)} of the training module ${before.title}`,
          ),
          ...diff,
        });
      return row;
    }),
    { missing: MODULE_NOT_FOUND, duplicate: coded('MODULE_SLUG_TAKEN', { slug: fields.slug ?? '' }) },
  );
  await ctx.catalog.invalidate('training');
  return updated;
}

/** Deleting a module takes its lessons and its public page with it, so it is an admin's decision. */
export async function deleteModule(ctx: ServiceContext, moduleRef: unknown): Promise<boolean> {
  requireAdmin(ctx.viewer, 'MODULE_DELETE_ADMIN_ONLY');
  const where = moduleWhere(moduleRef);
  await ctx.db.$transaction(async (tx) => {
    const module = foundOr404(
      await tx.trainingModule.findUnique({ where, include: { _count: { select: { lessons: true } } } }),
      MODULE_NOT_FOUND,
    );
    await writeOrExplain(tx.trainingModule.delete({ where: { id: module.id } }), { missing: MODULE_NOT_FOUND });
    await recordAudit(tx, ctx.viewer, {
      ...moduleEntry(
        module.id,
        'delete',
        `Deleted the training module ${module.title} and its ${module._count.lessons} lessons`,
      ),
      before: { title: module.title, slug: module.slug },
    });
  });
  await ctx.catalog.invalidate('training');
  return true;
}

export async function updateLesson(ctx: ServiceContext, lessonId: unknown, input: unknown) {
  requireStaff(ctx.viewer);
  const where = { id: parseInput(id, lessonId) };
  // A video URL the edit does not mention stays; `videoUrl` present (even empty) replaces or removes it.
  const given = typeof input === 'object' && input !== null && 'videoUrl' in input;
  const { videoUrl: newVideo, translations, ...data } = parseInput(lessonUpdateInput, input ?? {});
  const lesson = await ctx.db.$transaction(async (tx) => {
    const before = foundOr404(await tx.lesson.findUnique({ where }), LESSON_NOT_FOUND);
    const changes = {
      ...data,
      ...(given ? { videoUrl: newVideo ?? null } : {}),
      ...(translations ? { translations: mergeTranslations(before.translations, translations) } : {}),
    };
    const row = await tx.lesson.update({ where, data: changes });
    const diff = changedFields(before, changes);
    if (Object.keys(diff.after).length > 0)
      await recordAudit(tx, ctx.viewer, {
        ...lessonEntry(row.id, 'update', `Edited the ${fieldList(diff.after)} of the lesson ${before.title}`),
        ...diff,
      });
    return row;
  });
  await ctx.catalog.invalidate('training');
  return lesson;
}

export async function deleteLesson(ctx: ServiceContext, lessonId: unknown): Promise<boolean> {
  requireStaff(ctx.viewer);
  const where = { id: parseInput(id, lessonId) };
  await ctx.db.$transaction(async (tx) => {
    const lesson = foundOr404(await tx.lesson.findUnique({ where }), LESSON_NOT_FOUND);
    await tx.lesson.delete({ where });
    await recordAudit(tx, ctx.viewer, {
      ...lessonEntry(lesson.id, 'delete', `Deleted the lesson ${lesson.title}`),
      before: { title: lesson.title, order: lesson.order, videoUrl: lesson.videoUrl },
    });
  });
  await ctx.catalog.invalidate('training');
  return true;
}

const moduleEntry = (entityId: number, verb: string, summary: string): AuditEntryInput => ({
  action: `training-module.${verb}`,
  entityType: 'TrainingModule',
  entityId,
  summary,
});
const lessonEntry = (entityId: number, verb: string, summary: string): AuditEntryInput => ({
  action: `lesson.${verb}`,
  entityType: 'Lesson',
  entityId,
  summary,
});
