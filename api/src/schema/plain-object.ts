import type { FieldRef, ObjectFieldBuilder, TypeParam } from '@pothos/core';

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

type Opts = { nullable?: boolean; description?: string; type?: TypeParam<Types> };
type PlainField = FieldRef<Types, unknown, 'Object'>;
export type PlainFieldBuilder = {
  string(o?: Opts): PlainField;
  int(o?: Opts): PlainField;
  boolean(o?: Opts): PlainField;
  field(o: Opts): PlainField;
};

function plainFieldBuilder<Shape extends object>(t: ObjectFieldBuilder<Types, Shape>): PlainFieldBuilder {
  const read = (o: Opts | undefined, type: TypeParam<Types> | undefined) => ({
    ...o,
    type: o?.type ?? type,
    nullable: o?.nullable ?? false,
    resolve: (parent: Shape, _args: unknown, _ctx: unknown, info: { fieldName: string }) =>
      (parent as Record<string, unknown>)[info.fieldName],
  });
  return {
    string: (o) => t.field(read(o, 'String') as never),
    int: (o) => t.field(read(o, 'Int') as never),
    boolean: (o) => t.field(read(o, 'Boolean') as never),
    field: (o) => t.field(read(o, undefined) as never),
  };
}
