import type { AuditEntry } from '@rihla/db';

import { auditTrailFor, listAuditEntries } from '../services/audit.service.ts';
import { adminOnly, builder, staffOnly } from './builder.ts';
import { cursorPageOf } from './pagination.ts';

type Change = { field: string; before: string | null; after: string | null };

/** before/after hold the changed fields only; each becomes one row of the Activity page's two-column diff. */
function changesOf(entry: AuditEntry): Change[] {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const shown = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({ field, before: shown(before[field]), after: shown(after[field]) }));
}

const AuditChangeType = builder.objectRef<Change>('AuditChange').implement({
  description: 'One field an audited change touched, its values as JSON (null: no value).',
  fields: (t) => ({
    field: t.exposeString('field'),
    before: t.exposeString('before', { nullable: true }),
    after: t.exposeString('after', { nullable: true }),
  }),
});

const AuditEntryType = builder.objectRef<AuditEntry>('AuditEntry').implement({
  description: 'Who changed what and when: one row of the audit log, written in the transaction of the change.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    actorId: t.exposeInt('actorId', { nullable: true }),
    actorEmail: t.exposeString('actorEmail', { nullable: true }),
    actorRole: t.exposeString('actorRole'),
    action: t.exposeString('action'),
    entityType: t.exposeString('entityType'),
    entityId: t.exposeString('entityId'),
    summary: t.exposeString('summary'),
    changes: t.field({ type: [AuditChangeType], resolve: changesOf }),
  }),
});

const AuditEntryPageType = cursorPageOf('AuditEntryPage', AuditEntryType);

builder.queryFields((t) => ({
  auditEntries: t.field({
    type: AuditEntryPageType,
    ...adminOnly,
    description: 'The audit log, newest first (admins only); pass nextCursor as cursor for the next page.',
    args: {
      limit: t.arg.int(),
      cursor: t.arg.string(),
      entityType: t.arg.string(),
      entityId: t.arg.string(),
      actor: t.arg.string({ description: 'A user id, or part of the email the actor had.' }),
      action: t.arg.string({ description: 'An action or its prefix, e.g. "package".' }),
      from: t.arg.string({ description: 'First day, YYYY-MM-DD (UTC).' }),
      to: t.arg.string({ description: 'Last day, YYYY-MM-DD (UTC), included.' }),
    },
    resolve: (_root, args, ctx) => listAuditEntries(ctx, args),
  }),
  auditTrail: t.field({
    type: [AuditEntryType],
    ...staffOnly,
    description: 'The latest 50 audit entries about one record (staff: bookings only; admins: any record).',
    args: { entityType: t.arg.string({ required: true }), entityId: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => auditTrailFor(ctx, args.entityType, args.entityId),
  }),
}));
