import fastifyMultipart from '@fastify/multipart';
import { logbookExportQuerySchema, logbookImportQuerySchema, logbookImportResultSchema } from '@portal/contracts';
import { logbookMessages as says } from '@portal/contracts/logbook-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalid } from '../../lib/errors';
import { currentUser } from '../auth';
import { carryForwardOf, experienceBefore } from './carry-forward';
import { entriesToCsv } from './csv';
import { entryConditions, listEntries } from './entries';
import { importEntries } from './import-entries';
import { logbookPdf } from './pdf';
import { presentEntry } from './presenter';

const config = { guard: 'user' } as const;
const tags = ['logbook'];
const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** CSV import with a dry run as preview; export to CSV and to the EASA layout as PDF. */
const logbookTransferRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 5 } });

  app.post(
    '/api/logbook/import',
    { config, schema: { tags, querystring: logbookImportQuerySchema, response: { 200: logbookImportResultSchema } } },
    async (request) => {
      const user = currentUser(request);
      if (!request.isMultipart()) throw invalid('file', says.uploadMultipart);
      const file = await request.file();
      if (file?.fieldname !== 'file') throw invalid('file', says.fileMissing);
      const content = await file.toBuffer();
      if (file.file.truncated) throw invalid('file', says.fileTooLarge);
      const dryRun = request.query.dry_run === 'true' || request.query.dry_run === '1';
      return { data: await importEntries(app.db, user.id, content.toString('utf8'), dryRun) };
    },
  );

  app.get('/api/logbook/export', { config, schema: { tags, querystring: logbookExportQuerySchema } }, async (request, reply) => {
    const user = currentUser(request);
    const { format, from, to } = request.query;
    const rows = await listEntries(app.db, entryConditions(user.id, { from, to }));
    const entries = rows.reverse().map(presentEntry);
    const name = `logbook-${new Date().toISOString().slice(0, 10)}.${format}`;
    reply.header('content-disposition', `attachment; filename="${name}"`);
    if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(entriesToCsv(entries));
    const carried = from ? await experienceBefore(app.db, user.id, from) : await carryForwardOf(app.db, user.id);
    return reply.type('application/pdf').send(await logbookPdf(entries, carried, user.name));
  });
};

export default logbookTransferRoutes;
