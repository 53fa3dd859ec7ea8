import { withoutNul } from '@portal/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * Every request part (body, querystring, params, headers) is checked by its route's zod schema,
 * after a check that no string in it holds a NUL character: so no route, present or future, can
 * hand one to the database (which refuses it), and the 422 names the field.
 */
export const requestValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  validatorCompiler({ ...route, schema: withoutNul(route.schema) });
