import { z } from 'zod';

/**
 * zod 4 -> JSON Schema 2020-12 (OpenAPI 3.1's dialect), with the few corrections the services' schemas need:
 * - a pipe whose first half is not a transform (`text()`: a refined string piped into `.max()`) reads as its
 *   first half in input mode, so the constraints of the second half (maxLength, format) are added back;
 * - an infinite `minimum`/`maximum` (an unbounded check) is left out: JSON has no infinity;
 * - `anyOf: [X, {type: 'null'}]` with a plain X becomes `type: [X's type, 'null']`, the form generators read best.
 * Named schemas (`.meta({ id })`) are collected into `components` and referenced from there.
 */

export type JsonSchema = { [keyword: string]: unknown };

const PIPE_KEYWORDS = ['maxLength', 'minLength', 'format', 'pattern', 'minimum', 'maximum', 'enum', 'maxItems'];
const BOUNDS = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'];

function addPipeConstraints({ zodSchema, jsonSchema }: { zodSchema: z.core.$ZodType; jsonSchema: JsonSchema }) {
  // An unbounded check (`min: -Infinity`) is no bound; left in, JSON would write it as `null`, which is no number.
  for (const keyword of BOUNDS)
    if (typeof jsonSchema[keyword] === 'number' && !Number.isFinite(jsonSchema[keyword])) delete jsonSchema[keyword];
  const def = zodSchema._zod.def;
  if (def.type !== 'pipe') return;
  const { in: first, out } = def as z.core.$ZodPipeDef;
  if (first._zod.traits.has('$ZodTransform')) return;
  const tail = z.toJSONSchema(out, { io: 'input', unrepresentable: 'any', override: addPipeConstraints });
  for (const keyword of PIPE_KEYWORDS)
    if (keyword in tail && !(keyword in jsonSchema)) jsonSchema[keyword] = tail[keyword];
}

function foldNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(foldNullable);
  if (typeof node !== 'object' || node === null) return node;
  const schema = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, foldNullable(value)]));
  const branches = schema.anyOf as JsonSchema[] | undefined;
  if (Array.isArray(branches) && branches.length === 2) {
    const nullAt = branches.findIndex((b) => b.type === 'null' && Object.keys(b).length === 1);
    const other = nullAt >= 0 ? branches[1 - nullAt] : undefined;
    if (other && typeof other.type === 'string') {
      delete schema.anyOf;
      const folded: JsonSchema = { ...other, type: [other.type, 'null'] };
      if (Array.isArray(other.enum)) folded.enum = [...(other.enum as unknown[]), null];
      return { ...folded, ...schema };
    }
  }
  return schema;
}

/** Converts zod schemas, keeping the named ones in `components` (first definition of a name wins). */
export class SchemaConverter {
  readonly components: Record<string, JsonSchema> = {};

  convert(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const json = z.toJSONSchema(schema, {
      io,
      target: 'draft-2020-12',
      unrepresentable: 'any',
      override: addPipeConstraints,
    }) as JsonSchema;
    const text = JSON.stringify(json).replaceAll('"#/$defs/', '"#/components/schemas/');
    const { $defs, $schema: _dialect, ...rest } = foldNullable(JSON.parse(text)) as JsonSchema;
    for (const [name, definition] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>))
      this.components[name] ??= definition;
    return rest;
  }

  /** A schema as a component of its own (request bodies: `<OperationId>Body`), referenced by name. */
  named(name: string, schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const json = this.convert(schema, io);
    if (typeof json.$ref === 'string' && Object.keys(json).length === 1) return json;
    this.components[name] = json;
    return { $ref: `#/components/schemas/${name}` };
  }
}
