import type { FastifyRequest } from 'fastify';
import { notFound } from '../../lib/errors';
import { type CompanyAccess, type CompanyRow, companyAccess, rowAccess } from '../../plugins/tenancy';

export type OperatorRow = CompanyRow & { homeAirportId: number };
export type OperatorAccess = CompanyAccess & { company: OperatorRow };

const isOperator = (company: CompanyRow): company is OperatorRow => company.kind === 'fbo' && company.homeAirportId !== null;

/** The caller's access to an operator (a company of kind `fbo` with its airport); any other company is 404. */
export async function operatorAccess(request: FastifyRequest, id: number, byRow = false): Promise<OperatorAccess> {
  const access = byRow ? await rowAccess(request, id) : await companyAccess(request, id);
  const { company } = access;
  if (!isOperator(company)) throw notFound();
  return { ...access, company };
}
