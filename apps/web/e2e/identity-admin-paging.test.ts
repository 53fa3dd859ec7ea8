import { describe, expect, it } from 'vitest';
import { newPage, PHONE, screenshot, signInByApi, useBrowser } from './support/browser';
import { registerByApi } from './support/identity';
import { heading, patchAsApp, postAsApp } from './support/shell';

const NOTES = 30;

describe("the super-admin's lists", () => {
  const chrome = useBrowser();

  it('page through every row of the audit log, newest first', async () => {
    // An admin of a new club writes 30 audit entries by changing their own notes.
    const writer = await newPage(chrome.browser);
    await registerByApi(writer.context, 'Paul Protokoll');
    const created = await postAsApp(writer.context, '/api/companies', { name: 'Fliegergruppe Seitenweise', kind: 'club' });
    expect(created.status(), await created.text()).toBe(201);
    const mine = await writer.context.request.get('/api/companies?paginate=false');
    const company = ((await mine.json()) as { data: { id: number; name: string; membership: { id: number } }[] }).data.find(
      (c) => c.name === 'Fliegergruppe Seitenweise',
    );
    for (let i = 1; i <= NOTES; i++) {
      const changed = await patchAsApp(writer.context, `/api/memberships/${company?.membership.id}`, { notes: `Notiz ${i}` });
      expect(changed.status(), await changed.text()).toBe(200);
    }
    await writer.context.close();

    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'super@demo.aero');
    await page.goto('/admin');
    await heading(page, 'Portalverwaltung');
    await page.getByRole('tab', { name: 'Protokoll' }).click();
    const log = page.getByRole('table', { name: 'Protokoll' });
    await expect.poll(() => log.locator('tbody tr').count()).toBe(25);
    const firstOnPageOne = await log.locator('tbody tr').first().textContent();
    expect(firstOnPageOne).toContain('Paul Protokoll');
    await page.getByText(/Einträge · Seite 1 von \d+/).waitFor();
    await screenshot(page, 'admin-audit-paged-desktop-de');

    await page.getByRole('button', { name: 'Nächste Seite' }).click();
    await page.getByText(/Einträge · Seite 2 von \d+/).waitFor();
    await expect.poll(() => log.locator('tbody tr').first().textContent()).not.toBe(firstOnPageOne);
    // Page two goes on where page one ended, with the fifth of the 30 changes.
    expect(await log.locator('tbody tr').first().textContent()).toContain('Notiz 4 → Notiz 5');

    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Erste Seite' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-audit-paged-phone-de');
    await page.getByRole('button', { name: 'Erste Seite' }).click();
    await page.getByText(/Einträge · Seite 1 von \d+/).waitFor();
    await context.close();
  });
});
