/** The parts of the OpenAPI document's JSON schemas (as the zod transform writes them) that a sample needs. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  default?: unknown;
  const?: unknown;
}

export type FieldPath = (string | number)[];

/** Values that pass the patterns our contracts use (times, idents, registrations, colours, countries). */
const CANDIDATES = ['Test', 'DE', 'EDTY', 'D-EABC', '09:00', '#1a2b3c', 'nul-test@example.test'];

function sampleString(schema: JsonSchema): string {
  switch (schema.format) {
    case 'date':
      return '2026-03-02';
    case 'date-time':
      return '2026-03-02T09:00:00.000Z';
    case 'email':
      return 'nul-test@example.test';
    case 'uri':
      return 'https://example.org';
  }
  const fits = (value: string) =>
    (!schema.pattern || new RegExp(schema.pattern).test(value)) &&
    value.length >= (schema.minLength ?? 0) &&
    value.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY);
  return CANDIDATES.find(fits) ?? 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

const alternatives = (schema: JsonSchema) => schema.anyOf ?? schema.oneOf ?? schema.allOf;

/** A value the schema accepts, as far as its types, formats, patterns and minimums tell. */
export function sampleOf(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  const options = alternatives(schema);
  if (options) return sampleOf(options.find((option) => option.type !== 'null') ?? {});
  switch (schema.type) {
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    case 'array':
      return schema.minItems ? Array.from({ length: schema.minItems }, () => sampleOf(schema.items ?? {})) : [];
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((key) => [key, sampleOf(schema.properties?.[key] ?? {})]));
    default:
      return 'Test';
  }
}

/** Every place a string may stand in a value of the schema (array items as their first element). */
export function stringFields(schema: JsonSchema, path: FieldPath = []): FieldPath[] {
  const options = alternatives(schema);
  if (options) {
    const found = options.flatMap((option) => stringFields(option, path));
    return [...new Map(found.map((field) => [field.join('.'), field])).values()];
  }
  if (schema.type === 'string' || (schema.type === undefined && schema.enum?.some((value) => typeof value === 'string')))
    return [path];
  if (schema.type === 'array' && schema.items) return stringFields(schema.items, [...path, 0]);
  if (schema.type === 'object') {
    return Object.entries(schema.properties ?? {}).flatMap(([key, property]) => stringFields(property, [...path, key]));
  }
  return [];
}

/** A copy of `value` with `replacement` at `path`, creating objects and arrays on the way. */
export function withValueAt(value: unknown, path: FieldPath, replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (typeof head === 'number') {
    const items: unknown[] = Array.isArray(value) ? [...value] : [];
    items[head] = withValueAt(items[head], rest, replacement);
    return items;
  }
  const fields = { ...(value as Record<string, unknown>) };
  fields[head] = withValueAt(fields[head], rest, replacement);
  return fields;
}
