import type { BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { DESKTOP, newPage, PHONE, screenshot, signInByApi, useBrowser } from './support/browser';
import { heading, postAsApp } from './support/shell';

const euro = (minor: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(minor / 100).replace(/\s/g, '\\s');

async function json<T>(
  response: { status: () => number; text: () => Promise<string>; json: () => Promise<unknown> },
  status: number,
) {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

/** Members of the demo club by name. */
async function membershipIds(context: BrowserContext, clubId: number) {
  const response = await context.request.get(`/api/companies/${clubId}/memberships?paginate=false`, {
    headers: { accept: 'application/json' },
  });
  const { data } = await json<{ data: { id: number; name: string }[] }>(response, 200);
  return (name: string) => {
    const found = data.find((member) => member.name === name);
    if (!found) throw new Error(`no member ${name}`);
    return found.id;
  };
}

const letters = () => Array.from({ length: 3 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');

describe('accounting: the flights and who pays them', () => {
  const chrome = useBrowser();
  let clubId = 0;
  let registration = '';
  const flights: { id: number; total: number }[] = [];

  // A priced aircraft of its own (120 € per Hobbs hour) and two flights of Jonas Pilot on it.
  beforeAll(async () => {
    const { context } = await newPage(chrome.browser);
    await signInByApi(context, 'admin@demo.aero');
    const companies = await json<{ data: { id: number; name: string }[] }>(
      await context.request.get('/api/companies?paginate=false', { headers: { accept: 'application/json' } }),
      200,
    );
    clubId = companies.data.find((company) => company.name.startsWith('Luftsportverein'))?.id ?? 0;
    const fee = await json<{ data: { id: number } }>(
      await postAsApp(context, `/api/companies/${clubId}/fees`, {
        ident: `E2E-${letters()}`,
        title: 'Charter C172 (Test)',
        kind: 'per_hour',
        amount: 12_000,
        vat_rate: 1900,
      }),
      201,
    );
    registration = `D-E${letters()}`;
    const plane = await json<{ data: { id: number } }>(
      await postAsApp(context, `/api/companies/${clubId}/airplanes`, {
        registration,
        manufacturer: 'Cessna',
        model: 'C172S Skyhawk',
        category: 'sep',
        fee_id: fee.data.id,
        billing_basis: 'hobbs',
      }),
      201,
    );
    const member = await membershipIds(context, clubId);
    for (const [index, daysAgo] of [4, 3].entries()) {
      const start = new Date(Date.now() - daysAgo * 86_400_000);
      start.setUTCHours(9, 0, 0, 0);
      const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000).toISOString();
      const recorded = await json<{ data: { id: number } }>(
        await postAsApp(context, `/api/companies/${clubId}/flights`, {
          airplane_id: plane.data.id,
          pilot_membership_id: member('Jonas Pilot'),
          departure_airport: 'EDTY',
          arrival_airport: 'EDTY',
          off_block_at: at(0),
          takeoff_at: at(5),
          landing_at: at(55),
          on_block_at: at(60),
          hobbs_start: index * 50,
          hobbs_end: index * 50 + 50,
          landings_day: 1,
        }),
        201,
      );
      const charges = await json<{ meta: { total: number } }>(
        await context.request.get(`/api/flights/${recorded.data.id}/charges`, { headers: { accept: 'application/json' } }),
        200,
      );
      flights.push({ id: recorded.data.id, total: charges.meta.total });
    }
    await context.close();
  });

  for (const [width, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`${width}: shows each flight's payer and total, and splits one between two members`, async () => {
      const flight = flights[width === 'desktop' ? 0 : 1] as { id: number; total: number };
      const { context, page } = await newPage(chrome.browser, { viewport });
      await signInByApi(context, 'accounting@demo.aero');
      await page.goto(`/companies/${clubId}/accounting/flights?search=${registration}`);
      await heading(page, 'Buchhaltung: Flüge');
      const list = page.getByRole(width === 'desktop' ? 'table' : 'list', { name: 'Flüge' });
      await list
        .getByText(new RegExp(euro(flight.total)))
        .first()
        .waitFor();
      await list.getByText('Jonas Pilot', { exact: true }).first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `accounting-flights-${width}-de`);

      // The newer flight is on top: the desktop test takes the older one, the phone test the newer.
      const open =
        width === 'desktop'
          ? list.getByRole('button', { name: /^Kosten des Flugs vom/ }).last()
          : list.getByRole('button', { name: 'Kosten' }).first();
      await open.click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('table', { name: 'Kostenpositionen' }).waitFor();
      await dialog
        .getByText(new RegExp(euro(flight.total)))
        .first()
        .waitFor();

      await dialog.getByRole('combobox', { name: 'Wer zahlt' }).click();
      await page.getByRole('option', { name: 'zwei Mitglieder teilen' }).click();
      const second = dialog.getByRole('combobox', { name: /^Zweiter Zahler/ });
      await second.fill('wagner');
      await page.getByRole('option', { name: /Markus Wagner/ }).click();
      await dialog.getByRole('textbox', { name: /^Anteil des zweiten Zahlers/ }).fill('25');
      await dialog.getByText('Der erste Zahler trägt 75 %.').waitFor();
      await screenshot(page, `accounting-flights-split-${width}-de`);
      await dialog.getByRole('button', { name: 'Zahler speichern' }).click();
      await page.getByText('Zahler geändert, Kosten neu berechnet.').waitFor();

      // The lines now name both payers with their shares; below them what each owes of the unchanged total.
      const quarter = Math.round(flight.total / 4);
      await dialog.getByText('Markus Wagner (25 %)').first().waitFor();
      await dialog.getByText('Jonas Pilot (75 %)').first().waitFor();
      const owes = (name: string) => dialog.getByRole('row', { name: new RegExp(`^davon ${name}`) });
      await owes('Markus Wagner')
        .getByText(new RegExp(euro(quarter)))
        .waitFor();
      await owes('Jonas Pilot')
        .getByText(new RegExp(euro(flight.total - quarter)))
        .waitFor();
      await dialog
        .getByRole('row', { name: /^Summe/ })
        .getByText(new RegExp(euro(flight.total)))
        .waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `accounting-flights-split-saved-${width}-de`);
      await dialog.getByRole('button', { name: 'Schließen' }).click();
      await dialog.waitFor({ state: 'detached' });

      // The list names the split, and the payer filter finds the flight under Markus Wagner.
      await list.getByText('Jonas Pilot 75 % · Markus Wagner 25 %').first().waitFor();
      await page.getByRole('combobox', { name: 'Zahler', exact: true }).fill('Markus');
      await page.getByRole('option', { name: /Markus Wagner/ }).click();
      await page.waitForURL(/payer_membership_id=\d+/);
      await list.getByText('Jonas Pilot 75 % · Markus Wagner 25 %').first().waitFor();
      await context.close();
    });
  }
});
