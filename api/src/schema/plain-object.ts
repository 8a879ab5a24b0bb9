import type { ObjectFieldBuilder, SchemaTypes } from '@pothos/core';

import { builder } from './builder.ts';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/**
 * An object type whose resolvers just read properties of what the parent returns (payloads, DTOs),
 * declared with field builders like `t.string()`; a small stand-in for plugin-simple-objects.
 */
export function plainObject<Shape extends object = object>(
  name: string,
  options: { fields: (t: PlainFieldBuilder) => Record<string, unknown>; description?: string },
) {
  const ref = builder.objectRef<Shape>(name);
  ref.implement({
    description: options.description,
    fields: (t) => options.fields(plainFieldBuilder(t)) as never,
  });
  return ref;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Opts = { nullable?: boolean; description?: string; type?: any };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type PlainFieldBuilder = { string(o?: Opts): any; int(o?: Opts): any; boolean(o?: Opts): any; field(o: Opts): any };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function plainFieldBuilder(t: ObjectFieldBuilder<Types & SchemaTypes, any>): PlainFieldBuilder {
  const read = (o: Opts | undefined, type: unknown) => ({
    ...o,
    type: o?.type ?? type,
    nullable: o?.nullable ?? false,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    resolve: (parent: any, _args: unknown, _ctx: unknown, info: { fieldName: string }) => parent[info.fieldName],
  });
  return {
    string: (o) => t.field(read(o, 'String') as never),
    int: (o) => t.field(read(o, 'Int') as never),
    boolean: (o) => t.field(read(o, 'Boolean') as never),
    field: (o) => t.field(read(o, undefined) as never),
  };
}
