import type { ArgBuilder, ObjectRef } from '@pothos/core';

import { builder } from './builder.ts';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

export type Page<Shape> = { items: Shape[]; total: number };

/** `{ items, total }` pages for the admin lists. */
export function pageOf<Shape>(name: string, item: ObjectRef<Types, Shape>) {
  return builder.objectRef<Page<Shape>>(name).implement({
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
