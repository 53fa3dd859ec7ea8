import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { newPage, PHONE, screenshot, screenshotBothSchemes, signInByApi, useBrowser } from './support/browser';
import { airplaneCard, airplaneWithUpkeep, cardOrder, toastsGone } from './support/fleet';
import { applicant, approveByApi } from './support/identity';
import { heading } from './support/shell';

describe('a pilot and the fleet', () => {
  const chrome = useBrowser();
  let plane = { clubId: 0, id: 0, registration: '' };

  beforeAll(async () => {
    plane = await airplaneWithUpkeep(chrome.browser);
  });

  it('sees the aircraft of their clubs with favourites first and marks one', async () => {
    // A member of its own, so the favourites it marks are nobody else's (the demo pilot's stay as seeded).
    const member = await applicant(chrome.browser, 'Fritz Favorit');
    await member.context.close();
    await approveByApi(chrome.browser, member.membershipId);
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, member.email, member.password);
    await page.goto('/airplanes');
    await heading(page, 'Flugzeuge');
    const grounded = airplaneCard(page, 'D-EFRB');
    await grounded.getByText('Gesperrt').waitFor();
    expect(await grounded.textContent()).toContain('No-Go-Beanstandung: Bremse rechts gibt nach');
    const before = await cardOrder(page);
    expect(before).toEqual([...before].sort());

    const last = before.at(-1) as string;
    const star = airplaneCard(page, last).getByRole('button', { name: `Favorit: ${last}` });
    expect(await star.getAttribute('aria-pressed')).toBe('false');
    await star.click();
    await expect.poll(() => cardOrder(page)).toEqual([last, ...before.slice(0, -1)]);
    expect(await star.getAttribute('aria-pressed')).toBe('true');

    await page.getByLabel('Flugzeug suchen').fill('falke');
    await expect.poll(() => cardOrder(page)).toEqual(['D-KHLM']);
    await page.getByLabel('Flugzeug suchen').fill('');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'fleet-airplanes-desktop-de-light');

    await star.click();
    await expect.poll(() => cardOrder(page)).toEqual(before);
    await context.close();
  });

  it('shows the aircraft as cards on a phone (light and dark)', async () => {
    const { context, page } = await newPage(chrome.browser, { viewport: PHONE });
    await signInByApi(context, 'pilot@demo.aero');
    await page.goto('/airplanes');
    await airplaneCard(page, 'D-EHLB').getByRole('link', { name: 'Buchen' }).waitFor();
    expect(await airplaneCard(page, 'D-EFRB').getByRole('link', { name: 'Buchen' }).count()).toBe(0);
    await screenshotBothSchemes(page, 'fleet-airplanes-phone-de');
    await context.close();
  });

  it('reads the status in traffic lights and reports a squawk; the admin grounds the aircraft with a no-go', async () => {
    const pilot = await newPage(chrome.browser);
    await signInByApi(pilot.context, 'pilot@demo.aero');
    await pilot.page.goto('/airplanes');
    await airplaneCard(pilot.page, plane.registration).getByRole('link', { name: 'Status' }).click();
    await heading(pilot.page, plane.registration);
    const maintenance = pilot.page.getByRole('list', { name: 'Wartung' });
    await maintenance.getByText('50-Stunden-Kontrolle').waitFor();
    expect(await maintenance.locator('[data-light]').evaluateAll((chips) => chips.map((chip) => chip.textContent))).toEqual([
      'Gelb: noch 4:00 h',
      'Grün: noch 200 Tage',
    ]);
    expect(await pilot.page.getByRole('list', { name: 'Ablaufende Dokumente' }).textContent()).toContain('noch 10 Tage gültig');
    await pilot.page.getByText('Flugklar – bitte beachten').waitFor();

    await pilot.page.getByRole('button', { name: 'Beanstandung melden' }).click();
    await pilot.page.getByText('Dieses Feld ist erforderlich').waitFor();
    await pilot.page.getByLabel('Was ist dir aufgefallen?').fill('Ölverlust am Motor, Tropfen unter der Cowling');
    await pilot.page.getByRole('button', { name: 'Beanstandung melden' }).click();
    await pilot.page.getByText('Beanstandung gemeldet').waitFor();
    const squawks = pilot.page.getByRole('list', { name: 'Offene Beanstandungen' });
    await squawks.getByText('Ölverlust am Motor').waitFor();
    expect(await squawks.textContent()).toContain('Gemeldet von Jonas Pilot');
    expect(await squawks.getByRole('button', { name: /Einstufen/ }).count()).toBe(0);
    await toastsGone(pilot.page);
    expect(await seriousViolations(pilot.page)).toEqual([]);
    await screenshot(pilot.page, 'fleet-status-desktop-de-light');

    const admin = await newPage(chrome.browser, { viewport: PHONE, colorScheme: 'dark' });
    await signInByApi(admin.context, 'admin@demo.aero');
    await admin.page.goto(`/companies/${plane.clubId}/airplanes/${plane.id}/status`);
    await admin.page.getByRole('button', { name: 'Einstufen: Ölverlust am Motor, Tropfen unter der Cowling' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Beanstandung einstufen' });
    await dialog.getByRole('combobox', { name: 'Einstufung' }).click();
    await admin.page.getByRole('option', { name: 'No-Go – Flugzeug sperren' }).click();
    await dialog.getByLabel(/Anmerkung/).fill('Werft prüft Dichtung');
    await screenshot(admin.page, 'fleet-classify-phone-de-dark');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await admin.page.getByText('No-Go: Das Flugzeug ist gesperrt.').waitFor();
    await admin.page.getByText('Nicht flugklar').waitFor();
    await admin.page.getByRole('heading', { level: 1, name: plane.registration }).waitFor();
    await admin.page.locator('main').getByText('Gesperrt', { exact: true }).first().waitFor();
    await toastsGone(admin.page);
    await admin.page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(admin.page, 'fleet-status-phone-de-dark');

    await pilot.page.goto('/airplanes');
    const card = airplaneCard(pilot.page, plane.registration);
    await card.getByText('Gesperrt').waitFor();
    expect(await card.textContent()).toContain('No-Go-Beanstandung: Ölverlust am Motor');
    await pilot.context.close();
    await admin.context.close();
  });
});
