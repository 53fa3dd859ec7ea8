import { requestMessages as says } from '@portal/contracts/request-messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pgErrorOf } from '../lib/db-errors';
import { AppError, type FieldErrors } from '../lib/errors';
import { issueMessage } from '../lib/issue-messages';

const pgStatus: Record<string, { status: number; message: string }> = {
  '23505': { status: 409, message: says.duplicate },
  '23P01': { status: 409, message: says.overlap },
  '23503': { status: 422, message: says.missingReference },
  '23514': { status: 422, message: says.invalid },
  '23502': { status: 422, message: says.missingValue },
  '22001': { status: 422, message: says.tooLong },
  '22003': { status: 422, message: says.numberOutOfRange },
  '22007': { status: 422, message: says.badDate },
  '22008': { status: 422, message: says.dateOutOfRange },
  '22P02': { status: 422, message: says.badFormat },
};

function fieldName(instancePath: string, context?: string): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || (context === 'body' ? 'body' : (context ?? 'request'));
}

/** Every failure leaves in one envelope: `{message}` and, for 422, `errors` by field. Nothing internal leaks. */
async function errorsPlugin(app: FastifyInstance) {
  // Zod words its issues when a request is validated, so the spec's words are set before that, once for the process.
  z.config({ customError: issueMessage });
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
        messages.push(issue.message ?? says.invalid);
        errors[field] = messages;
      }
      const [first] = Object.values(errors).flat();
      return reply.code(422).send({ message: first ?? says.invalid, errors });
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
    return reply.code(status >= 500 && status < 600 ? status : 500).send({ message: says.serverError });
  });
}

export default fp(errorsPlugin, { name: 'errors' });
