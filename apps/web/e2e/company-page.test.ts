import { describe, expect, it } from 'vitest';
import { newPage, signInByApi, useBrowser } from './support/browser';
import { demoClubId } from './support/shell';

describe("the club's overview page", () => {
  const chrome = useBrowser();

  it('names the member its roles when it is the first page opened', async () => {
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'pilot@demo.aero');
    await page.goto(`/companies/${await demoClubId(context)}`);
    await page.getByRole('heading', { name: 'Deine Rollen' }).waitFor();
    const roles = page.getByRole('main').getByText('Mitglied', { exact: true });
    await roles.waitFor();
    expect(await page.getByRole('main').textContent()).not.toContain('roles.');
    await context.close();
  });
});
