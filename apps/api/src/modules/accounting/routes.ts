import { accountingSummaryResponseSchema, idParam } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayIn } from '../../lib/dates';
import { companyAccess } from '../../plugins/tenancy';
import { memberBalanceTotals, topDebtors } from '../accounts';
import { revenueByMonth, unbilledTotals } from '../charges';
import { invoiceSummary } from '../invoices';
import { authorize } from './policy';

const config = { guard: 'user' } as const;
const tags = ['accounting'];
const companyParams = z.object({ company_id: idParam });

/** Accounting's dashboard: what members owe and hold, unbilled flights, open and overdue invoices, a year's revenue, the largest debts. */
const accountingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/companies/:company_id/accounting/summary',
    { config, schema: { tags, params: companyParams, response: { 200: accountingSummaryResponseSchema } } },
    async (request) => {
      const access = await companyAccess(request, request.params.company_id);
      authorize(access, 'see_summary');
      const { id, timezone, currency } = access.company;
      const [balances, unbilled, revenue, debtors, invoices] = await Promise.all([
        memberBalanceTotals(app.db, id),
        unbilledTotals(app.db, id),
        revenueByMonth(app.db, id, timezone, new Date()),
        topDebtors(app.db, id),
        invoiceSummary(app.db, id, todayIn(timezone)),
      ]);
      return {
        data: {
          currency,
          receivables: balances.receivables,
          members_owing: balances.owing,
          credit_balances: balances.credit,
          members_in_credit: balances.inCredit,
          unbilled,
          open_invoices: invoices.open,
          overdue_invoices: invoices.overdue,
          months: revenue.months,
          revenue_by_airplane: revenue.byAirplane.map((s) => ({
            airplane_id: s.airplaneId,
            registration: s.registration,
            months: s.months,
            total: s.total,
          })),
          revenue_by_fee: revenue.byFee.map((s) => ({
            fee_id: s.feeId,
            title: s.title,
            kind: s.kind,
            months: s.months,
            total: s.total,
          })),
          top_debtors: debtors.map((d) => ({ membership_id: d.membershipId, name: d.name, balance: d.balance })),
        },
      };
    },
  );
};

export default accountingRoutes;
