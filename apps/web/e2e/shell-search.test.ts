import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, screenshot, signInByApi, useBrowser } from './support/browser';
import { applicant, approveByApi, CLUB } from './support/identity';
import { deleteAsApp, heading, localRowCount, takeOver } from './support/shell';

const TEN_MINUTES = 10 * 60_000;

/** Opens the navbar search, types `text` and returns the dialog. */
async function search(page: Page, text: string) {
  const dialog = page.getByRole('dialog', { name: 'Suche' });
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Suchen (Strg+K)' }).click();
  await dialog.getByRole('textbox', { name: 'Suchen (Strg+K)' }).fill(text);
  return dialog;
}

describe('the navbar search', () => {
  const chrome = useBrowser();

  it('finds pages, aircraft and memberships in the local copy, which the background sync keeps in step', async () => {
    const member = await applicant(chrome.browser, 'Greta Suchfeld');
    await approveByApi(chrome.browser, member.membershipId);
    const { context, page } = member;
    const airplanes = await (await context.request.get(`/api/users/${member.id}/airplanes`)).json();
    const registration: string = airplanes.data[0].registration;
    const database = `portal-user-${member.id}`;

    await page.clock.install();
    await page.goto('/');
    await heading(page, 'Hallo Greta!');
    await takeOver(page);
    await expect.poll(() => localRowCount(page, database, 'airplanes')).toBe(airplanes.data.length);
    await expect.poll(() => localRowCount(page, database, 'memberships')).toBe(1);

    let dialog = await search(page, registration.slice(0, 3).toLowerCase());
    await dialog.getByRole('button', { name: new RegExp(registration) }).waitFor();
    dialog = await search(page, 'such');
    const membership = dialog.getByRole('button', { name: `Greta Suchfeld ${CLUB}` });
    await membership.waitFor();
    dialog = await search(page, 'Roadm');
    await dialog.getByRole('button', { name: 'Roadmap' }).waitFor();
    await screenshot(page, 'search-desktop-de');
    await dialog.getByRole('button', { name: 'Roadmap' }).click();
    await heading(page, 'Roadmap');

    // The club ends the membership: the local copy still has it approved until the next sync, which
    // mirrors the ended membership and deletes the club's aircraft.
    const admin = await newPage(chrome.browser);
    await signInByApi(admin.context, 'admin@demo.aero');
    expect((await deleteAsApp(admin.context, `/api/memberships/${member.membershipId}`)).status()).toBe(204);
    await admin.context.close();
    dialog = await search(page, 'Greta');
    await membership.waitFor();

    await page.keyboard.press('Escape');
    await page.clock.runFor(TEN_MINUTES);
    // The sync's reads and the copy's deletes run on the real clock: on a busy machine (a whole suite on
    // two cores) they took longer than expect.poll's one second.
    await expect.poll(() => localRowCount(page, database, 'airplanes'), { timeout: 10_000 }).toBe(0);
    dialog = await search(page, 'Greta');
    await dialog.getByText('Nichts gefunden.').waitFor();
    dialog = await search(page, registration);
    await dialog.getByText('Nichts gefunden.').waitFor();
    await context.close();
  });
});
