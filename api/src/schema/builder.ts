import SchemaBuilder from '@pothos/core';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import SimpleObjectsPlugin from '@pothos/plugin-simple-objects';
import type { Answered, SecretColumns } from '@rihla/db';
import type PrismaTypes from '@rihla/db/pothos-types';
import { getDatamodel } from '@rihla/db/pothos-types';

import { isAdmin, isStaff } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { forbidden, unauthenticated } from '../lib/errors.ts';

/** The rows the client answers: a model's secret-hash columns are never in them (SECRET_COLUMNS, prisma/index.ts). */
type AnsweredPrismaTypes = {
  [M in keyof PrismaTypes]: Uncapitalize<M> extends keyof SecretColumns
    ? Omit<PrismaTypes[M], 'Shape'> & { Shape: Answered<Uncapitalize<M>, PrismaTypes[M]['Shape']> }
    : PrismaTypes[M];
};

/**
 * Scopes mirror docs/product-rules.md#roles for the schema's coarse gates (public, signed in, STAFF/ADMIN, ADMIN);
 * finer rules (who may grant which role...) live in the services, which REST shares.
 */
export const builder = new SchemaBuilder<{
  Context: ServiceContext;
  PrismaTypes: AnsweredPrismaTypes;
  AuthScopes: { signedIn: boolean; staff: boolean; admin: boolean };
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    MessageParams: { Input: never; Output: Record<string, string | number> };
  };
  DefaultFieldNullability: false;
}>({
  plugins: [ScopeAuthPlugin, PrismaPlugin, RelayPlugin, SimpleObjectsPlugin],
  defaultFieldNullability: false,
  prisma: { client: (ctx) => ctx.db, dmmf: getDatamodel() },
  // Only for plugin-prisma's cursor connections (the staff lists); no global `node` lookups.
  relay: { nodeQueryOptions: false, nodesQueryOptions: false },
  scopeAuth: {
    authScopes: (ctx) => ({
      signedIn: !!ctx.viewer,
      staff: isStaff(ctx.viewer),
      admin: isAdmin(ctx.viewer),
    }),
    // A staff sign-in owing two-factor (lib/context.ts) is told to set it up, not that it is signed out.
    unauthorizedError: (_parent, ctx) =>
      ctx.viewer ? forbidden() : ctx.twoFactorPending ? forbidden('TWO_FACTOR_SETUP_REQUIRED') : unauthenticated(),
  },
});

/** The builder's type parameters, for helpers that take a field builder (PothosSchemaTypes.ObjectFieldBuilder...). */
export type BuilderTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

builder.scalarType('DateTime', {
  serialize: (value) => (value instanceof Date ? value.toISOString() : value),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new Error('Invalid DateTime');
    return date;
  },
});

builder.queryType({});
builder.mutationType({});

export const staffOnly = { authScopes: { staff: true } } as const;
export const adminOnly = { authScopes: { admin: true } } as const;
