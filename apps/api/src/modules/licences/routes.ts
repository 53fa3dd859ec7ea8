import { licenceSchema, licencesPutSchema } from '@portal/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { userLicences } from '../../db/schema';
import { currentUser } from '../auth';

type LicenceRow = typeof userLicences.$inferSelect;

const present = (row: LicenceRow) => ({
  id: row.id,
  kind: row.kind,
  code: row.code,
  number: row.number,
  issued_on: row.issuedOn,
  expires_on: row.expiresOn,
  remarks: row.remarks,
});

const listLicences = (db: Executor, userId: number) =>
  db.select().from(userLicences).where(eq(userLicences.userId, userId)).orderBy(asc(userLicences.kind), asc(userLicences.code));

const response = { 200: z.object({ data: z.array(licenceSchema) }) };

/** The caller's own licences, ratings and medicals: read, and replaced as a whole set. */
const licenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/user/licences', { config: { guard: 'user' }, schema: { tags: ['licences'], response } }, async (request) => ({
    data: (await listLicences(app.db, currentUser(request).id)).map(present),
  }));

  app.put(
    '/api/user/licences',
    { config: { guard: 'user' }, schema: { tags: ['licences'], body: licencesPutSchema, response } },
    async (request) => {
      const userId = currentUser(request).id;
      const rows = await app.db.transaction(async (tx) => {
        await tx.delete(userLicences).where(eq(userLicences.userId, userId));
        if (request.body.data.length) {
          await tx.insert(userLicences).values(
            request.body.data.map((l) => ({
              userId,
              kind: l.kind,
              code: l.code.toUpperCase(),
              number: l.number ?? null,
              issuedOn: l.issued_on ?? null,
              expiresOn: l.expires_on ?? null,
              remarks: l.remarks ?? null,
            })),
          );
        }
        return listLicences(tx, userId);
      });
      return { data: rows.map(present) };
    },
  );
};

export default licenceRoutes;
