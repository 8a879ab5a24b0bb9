import type { ArgBuilder, ObjectRef } from '@pothos/core';

import { builder } from './builder.ts';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** `{ items, total }` pages for the admin lists. */
export function pageOf<Shape>(name: string, item: ObjectRef<Types, Shape>) {
  return builder.objectRef<{ items: Shape[]; total: number }>(name).implement({
    fields: (t) => ({
      items: t.field({ type: [item], resolve: (page) => page.items }),
      total: t.exposeInt('total'),
    }),
  });
}

/** page / pageSize arguments shared by every admin list. */
export const pageArgs = (arg: ArgBuilder<Types>) => ({
  page: arg.int({ defaultValue: 1 }),
  pageSize: arg.int({ defaultValue: 20 }),
});
