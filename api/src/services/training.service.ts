import { z } from 'zod';
import type { ServiceContext } from '../lib/context.ts';
import { parseInput, trimmed } from '../lib/validation.ts';
import { badRequest, conflict, isUniqueViolation, notFound } from '../lib/errors.ts';
import { requireStaff } from '../lib/auth/viewer.ts';

const moduleInput = z.object({
  title: trimmed('Title and slug are required.').pipe(z.string().max(200)),
  slug: trimmed('Title and slug are required.').pipe(
    z.string().toLowerCase().max(80).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'Slug may use lowercase letters, digits and single dashes.' }),
  ),
  description: z.string().trim().max(5000).default(''),
});

const lessonInput = z.object({
  title: trimmed('Lesson title is required.').pipe(z.string().max(200)),
  // Spec 5: the order is converted to a number, 1 when invalid.
  order: z.unknown().optional().transform((v) => {
    const n = Number(v);
    return Number.isInteger(n) && n >= 1 ? n : 1;
  }),
  videoUrl: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || null : v ?? null),
    z.url({ protocol: /^https?$/, error: 'Video URL must be an http(s) link.' }).nullable(),
  ),
  content: z.string().max(50_000).default(''),
});

const lessonsInOrder = { lessons: { orderBy: [{ order: 'asc' as const }, { id: 'asc' as const }] } };

export function listModules(ctx: ServiceContext) {
  return ctx.db.trainingModule.findMany({ include: lessonsInOrder, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
}

/** Modules are addressed by slug in URLs and by id in the legacy API; both work. */
function moduleWhere(ref: unknown) {
  const text = String(ref ?? '').trim();
  if (!text) throw badRequest('Module is required.');
  return /^\d+$/.test(text) ? { id: Number(text) } : { slug: text.toLowerCase() };
}

export function findModule(ctx: ServiceContext, ref: unknown) {
  return ctx.db.trainingModule.findUnique({ where: moduleWhere(ref), include: lessonsInOrder });
}

export async function getModule(ctx: ServiceContext, ref: unknown) {
  const found = await findModule(ctx, ref);
  if (!found) throw notFound('Module not found.');
  return found;
}

export async function createModule(ctx: ServiceContext, input: unknown) {
  requireStaff(ctx.viewer);
  const data = parseInput(moduleInput, input);
  try {
    return await ctx.db.trainingModule.create({ data, include: lessonsInOrder });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`A module with slug ${data.slug} already exists.`);
    throw error;
  }
}

export async function addLesson(ctx: ServiceContext, moduleRef: unknown, input: unknown) {
  requireStaff(ctx.viewer);
  const data = parseInput(lessonInput, input);
  const module = await ctx.db.trainingModule.findUnique({ where: moduleWhere(moduleRef) });
  if (!module) throw notFound('Module not found.');
  return ctx.db.lesson.create({ data: { ...data, moduleId: module.id } });
}
