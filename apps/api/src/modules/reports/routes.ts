import { idParam, reportNameSchema, reportQuerySchema, reportSchema } from '@portal/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageOf } from '../../lib/company-language';
import { companyAccess } from '../../plugins/tenancy';
import { buildReport } from './build-report';
import { periodOf } from './period';
import { authorize } from './policy';
import { reportCsv } from './report-csv';
import { reportFormat } from './report-format';
import { reportPdf } from './report-pdf';

/** A download: the JSON response schema does not describe it, so it leaves through the untyped reply. */
const sendFile = (reply: FastifyReply, type: string, name: string, body: string | Buffer) =>
  reply.type(type).header('content-disposition', `attachment; filename="${name}"`).send(body);

const params = z.object({ company_id: idParam, name: reportNameSchema });

const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/companies/:company_id/reports/:name',
    {
      config: { guard: 'user' },
      schema: {
        tags: ['reports'],
        description:
          'One report over a period of days in the company zone (both ends included): JSON, CSV (UTF-8 with BOM; `;` and decimal commas for German and Norwegian companies) or PDF.',
        params,
        querystring: reportQuerySchema,
        response: { 200: reportSchema },
      },
    },
    async (request, reply) => {
      const access = await companyAccess(request, request.params.company_id);
      authorize(access, 'view_reports');
      const { company } = access;
      const { from, to, format } = request.query;
      const report = await buildReport(app.db, company.id, request.params.name, periodOf(from, to, company.timezone));
      if (format === 'json') return { data: report };
      const words = reportFormat(languageOf(company.country), company.timezone);
      const file = `${report.name}-${from}-${to}.${format}`;
      if (format === 'csv') return sendFile(reply, 'text/csv; charset=utf-8', file, reportCsv(report, words));
      return sendFile(reply, 'application/pdf', file, await reportPdf(report, company.name, words, new Date()));
    },
  );
};

export default reportRoutes;
