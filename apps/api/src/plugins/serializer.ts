import fastJson, { type AnySchema } from 'fast-json-stringify';
import type { FastifySchemaCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { safeEncode, type ZodType, z } from 'zod';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** Paths of fields in what a route returned that its response schema does not declare. */
export function undeclaredFields(sent: unknown, declared: unknown, path = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(declared)) {
    return sent.flatMap((item, index) => undeclaredFields(item, declared[index], `${path}[${index}]`));
  }
  if (!isPlainObject(sent) || !isPlainObject(declared)) return [];
  return Object.entries(sent).flatMap(([key, value]) => {
    if (key in declared) return undeclaredFields(value, declared[key], `${path}.${key}`);
    return value === undefined ? [] : [`${path}.${key}`];
  });
}

type SerializerCompiler = (route: Parameters<FastifySchemaCompiler<ZodType>>[0]) => (data: unknown) => string;

/**
 * Tests and development hold every response to its schema: a wrong value or a field the schema
 * does not declare fails the request, so presenters list exactly the contract's fields.
 */
const checkingSerializer: SerializerCompiler =
  ({ schema, method, url }) =>
  (data) => {
    const result = safeEncode(schema, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    const undeclared = undeclaredFields(data, result.data);
    if (undeclared.length > 0) {
      throw new Error(`${method} ${url} answers with fields its schema does not declare: ${undeclared.slice(0, 5).join(', ')}`);
    }
    return JSON.stringify(result.data);
  };

/**
 * Production writes each answer through its schema, compiled once per route: fields the schema does
 * not declare are left out, so a presenter that forgets one cannot leak it. Values are not checked
 * again (the tests did that); a full check cost as much CPU as a calendar week's read.
 */
const schemaWriter: SerializerCompiler = ({ schema }) =>
  fastJson(z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'output', unrepresentable: 'any' }) as AnySchema);

export const responseSerializer = (production: boolean) => (production ? schemaWriter : checkingSerializer);
