import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { pgErrorOf } from '../lib/db-errors';
import { AppError, type FieldErrors } from '../lib/errors';

const pgStatus: Record<string, { status: number; message: string }> = {
  '23505': { status: 409, message: 'This record already exists.' },
  '23P01': { status: 409, message: 'This conflicts with an existing record.' },
  '23503': { status: 422, message: 'A referenced record does not exist.' },
  '23514': { status: 422, message: 'The given data was invalid.' },
  '23502': { status: 422, message: 'A required value is missing.' },
  '22001': { status: 422, message: 'A value is too long.' },
  '22003': { status: 422, message: 'A number is out of range.' },
  '22007': { status: 422, message: 'A date or time is invalid.' },
  '22008': { status: 422, message: 'A date or time is out of range.' },
  '22P02': { status: 422, message: 'A value has an invalid format.' },
};

function fieldName(instancePath: string, context?: string): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || (context === 'body' ? 'body' : (context ?? 'request'));
}

/** Every failure leaves in one envelope: `{message}` and, for 422, `errors` by field. Nothing internal leaks. */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .code(error.status)
        .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const issue of error.validation) {
        const field = fieldName(issue.instancePath, error.validationContext);
        const messages = errors[field] ?? [];
        messages.push(issue.message ?? 'Invalid value.');
        errors[field] = messages;
      }
      const [first] = Object.values(errors).flat();
      return reply.code(422).send({ message: first ?? 'The given data was invalid.', errors });
    }
    const pgError = pgErrorOf(error);
    const pg = pgError?.code ? pgStatus[pgError.code] : undefined;
    if (pg) {
      request.log.info({ code: pgError?.code, constraint: pgError?.constraint }, 'constraint violation');
      return reply.code(pg.status).send({ message: pg.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(status >= 500 && status < 600 ? status : 500).send({ message: 'Server Error' });
  });
}

export default fp(errorsPlugin, { name: 'errors' });
