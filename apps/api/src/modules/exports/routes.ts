import { datevExportQuerySchema, idParam } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyAccess } from '../../plugins/tenancy';
import { datevCsv } from './datev';
import { datevBookings } from './datev-bookings';
import { authorize } from './policy';

const params = z.object({ company_id: idParam });
const config = { guard: 'user' } as const;
const tags = ['exports'];

/** Exports for the tax adviser: the DATEV batch of a period's invoices and payments. */
const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/companies/:company_id/exports/datev',
    { config, schema: { tags, params, querystring: datevExportQuerySchema } },
    async (request, reply) => {
      const access = await companyAccess(request, request.params.company_id);
      authorize(access, 'export_books');
      const { company } = access;
      const { from, to, consultant_number, client_number } = request.query;
      const csv = datevCsv({
        consultantNumber: consultant_number,
        clientNumber: client_number,
        from,
        to,
        fiscalYearStart: `${from.slice(0, 4)}-01-01`,
        currency: company.currency,
        title: `Flugportal ${from} – ${to}`,
        createdAt: new Date(),
        bookings: await datevBookings(app.db, company.id, from, to, company.timezone),
      });
      // DATEV's import expects the EXTF_ prefix in the file name.
      reply.header('content-disposition', `attachment; filename="EXTF_Buchungsstapel_${from}_${to}.csv"`);
      return reply.type('text/csv; charset=windows-1252').send(csv);
    },
  );
};

export default exportRoutes;
