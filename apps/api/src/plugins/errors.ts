import { codeOf, type Message } from '@portal/contracts/message';
import { requestMessages as says } from '@portal/contracts/request-messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pgErrorOf } from '../lib/db-errors';
import { AppError, type FieldErrors } from '../lib/errors';
import { issueMessage, issueSaid } from '../lib/issue-messages';

const pgStatus: Record<string, { status: number; said: Message }> = {
  '23505': { status: 409, said: says.duplicate },
  '23P01': { status: 409, said: says.overlap },
  '23503': { status: 422, said: says.missingReference },
  '23514': { status: 422, said: says.invalid },
  '23502': { status: 422, said: says.missingValue },
  '22001': { status: 422, said: says.tooLong },
  '22003': { status: 422, said: says.numberOutOfRange },
  '22007': { status: 422, said: says.badDate },
  '22008': { status: 422, said: says.dateOutOfRange },
  '22P02': { status: 422, said: says.badFormat },
  // Text the database cannot store (a NUL byte, a character the encoding lacks): the request's fault, not the server's.
  '22021': { status: 422, said: says.badFormat },
  '22P05': { status: 422, said: says.badFormat },
};

/** The HTTP layer's own refusals by status; their English stays Fastify's. */
const httpCodes: Record<number, Message> = { 413: says.tooLarge, 415: says.mediaType };
const fastifyCodes: Record<string, Message> = {
  FST_ERR_CTP_INVALID_JSON_BODY: says.badJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: says.badJson,
};

function fieldName(instancePath: string, context?: string): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || (context === 'body' ? 'body' : (context ?? 'request'));
}

const envelope = (said: Message) => ({ message: said.message, code: said.code, params: said.params });

/** A 422's fields in words (Laravel's `errors`) and in codes (`error_codes`), led by the first field's message. */
function fieldsEnvelope(said: Message, errors: FieldErrors) {
  const fields = Object.entries(errors);
  return {
    ...envelope(said),
    errors: Object.fromEntries(fields.map(([field, list]) => [field, list.map((item) => item.message)])),
    error_codes: Object.fromEntries(fields.map(([field, list]) => [field, list.map(codeOf)])),
  };
}

/** Every failure leaves in one envelope: `{message, code, params}` and, for 422, the fields. Nothing internal leaks. */
async function errorsPlugin(app: FastifyInstance) {
  // Zod words its issues when a request is validated, so the request validator's words are set before that, once for the process.
  z.config({ customError: (issue) => issueMessage(issue)?.message });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.status).send(error.errors ? fieldsEnvelope(error.said, error.errors) : envelope(error.said));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const issue of error.validation) {
        const field = fieldName(issue.instancePath, error.validationContext);
        const { keyword, message, params } = issue;
        errors[field] = [...(errors[field] ?? []), issueSaid({ ...params, code: keyword, message })];
      }
      const [first] = Object.values(errors).flat();
      return reply.code(422).send(fieldsEnvelope(first ?? says.invalid, errors));
    }
    const pgError = pgErrorOf(error);
    const pg = pgError?.code ? pgStatus[pgError.code] : undefined;
    if (pg) {
      request.log.info({ code: pgError?.code, constraint: pgError?.constraint }, 'constraint violation');
      return reply.code(pg.status).send(envelope(pg.said));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const { code, params } = fastifyCodes[error.code] ?? httpCodes[status] ?? says.badRequest;
      return reply.code(status).send({ message: error.message, code, params });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(status >= 500 && status < 600 ? status : 500).send(envelope(says.serverError));
  });
}

export default fp(errorsPlugin, { name: 'errors' });
