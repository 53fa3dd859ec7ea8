import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database, DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbHandle: DatabaseHandle;
    config: Config;
  }
}

async function dbPlugin(app: FastifyInstance, options: { handle: DatabaseHandle; config: Config }) {
  app.decorate('db', options.handle.db);
  app.decorate('dbHandle', options.handle);
  app.decorate('config', options.config);
}

export default fp(dbPlugin, { name: 'db' });
