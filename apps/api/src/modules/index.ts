import type { FastifyInstance } from 'fastify';
import authRoutes from './auth/routes';
import platformRoutes from './platform/routes';

/** Every domain's routes, in one list so none is forgotten. */
export const modules = [platformRoutes, authRoutes];

export async function registerModules(app: FastifyInstance) {
  for (const module of modules) await app.register(module);
}
