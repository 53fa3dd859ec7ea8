import type { Invoice } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { json, useTestApp } from '../../../test/app';
import { signIn } from '../../../test/client';
import { testDatabaseKind } from '../../../test/database';
import { buildCompany, buildMember } from '../../../test/factories';
import { buildChargedFlight } from '../../../test/factories/charged-flights';
import { todayIn } from '../../lib/dates';
import { formatNumber } from './numbering';

describe(`invoice numbers on ${testDatabaseKind}`, () => {
  const t = useTestApp();

  it('formats the pattern: the year, and the number padded to the N’s', () => {
    expect(formatNumber('{YYYY}-{NNNNN}', 2026, 42)).toBe('2026-00042');
    expect(formatNumber('RE/{YYYY}/{NNN}', 2026, 1234)).toBe('RE/2026/1234');
  });

  it('gives 50 invoices issued at once 50 consecutive numbers, and a failed issue gives its number back', async () => {
    const company = await buildCompany(t.db, { name: 'Fliegerclub Nummernkreis' });
    const keeper = await signIn(t.app, (await buildMember(t.db, ['accounting'], company.id)).user.email);
    const ids: number[] = [];
    for (let index = 0; index < 50; index++) {
      const member = await buildMember(t.db, ['member'], company.id);
      await buildChargedFlight(t.db, company.id, member.membership.id, { gross: 1_000 + index });
      const draft = await keeper.post(`/api/companies/${company.id}/invoices`, { membership_id: member.membership.id });
      ids.push(json<{ data: Invoice }>(draft).data.id);
    }
    // An empty draft fails to issue among them: its transaction rolls back with the number it took.
    const empty = json<{ data: Invoice }>(
      await keeper.post(`/api/companies/${company.id}/invoices`, { recipient: { name: 'Leer' } }),
    ).data.id;
    const responses = await Promise.all([...ids, empty].map((id) => keeper.post(`/api/invoices/${id}/issue`)));
    expect(responses.at(-1)?.statusCode).toBe(422);
    const numbers = responses.slice(0, -1).map((response) => {
      expect(response.statusCode, response.body).toBe(200);
      return json<{ data: Invoice }>(response).data.number as string;
    });
    const year = todayIn(company.timezone).slice(0, 4);
    expect(numbers.every((number) => number.startsWith(`${year}-`))).toBe(true);
    const sequence = numbers.map((number) => Number(number.slice(5))).sort((a, b) => a - b);
    expect(sequence).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
  }, 120_000);
});
