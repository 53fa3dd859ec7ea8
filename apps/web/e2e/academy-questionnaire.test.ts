import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { newPage, PHONE, screenshot, signInByApi, useBrowser } from './support/browser';
import { heading } from './support/shell';

/** The countdown's seconds left, read from the page. */
async function secondsLeft(page: import('playwright-core').Page): Promise<number> {
  const text = (await page.getByRole('timer').textContent()) ?? '';
  // m:ss, or h:mm:ss from an hour up.
  return text
    .trim()
    .split(':')
    .map(Number)
    .reduce((total, part) => total * 60 + part, 0);
}

describe('a theory questionnaire', () => {
  const chrome = useBrowser();

  it('the student takes the Übungstest: answers are kept over a reload, the countdown runs on, the server scores', async () => {
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'student@demo.aero');
    await page.goto('/apps/academy/dashboard');
    await heading(page, 'Akademie');
    await page.getByText('Das solltest du üben').waitFor();
    await page.getByText('Navigation · 25 %').waitFor();
    const practice = page.getByRole('article', { name: 'Übungstest' });
    await practice.getByText('10 Fragen · 15 Min. · Bestehensgrenze 75 %').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'academy-dashboard-desktop-de');

    await practice.getByRole('link', { name: 'Starten' }).click();
    await heading(page, 'Übungstest');
    await page.getByRole('button', { name: 'Jetzt starten' }).click();
    await page.getByText('Frage 1 von 10').waitFor();
    const overview = page.getByRole('navigation', { name: 'Übersicht' });
    // The answer shows as it is tapped, before the page has heard back from anything.
    const tapped = await page
      .getByRole('radio')
      .first()
      .evaluate((radio: HTMLInputElement) => {
        radio.click();
        return radio.checked;
      });
    expect(tapped).toBe(true);
    for (const n of [1, 2, 3]) {
      await page
        .getByRole('radio')
        .nth(n % 4)
        .check();
      await overview.getByRole('button', { name: `Frage ${n}, beantwortet` }).waitFor();
      if (n < 3) await page.getByRole('button', { name: 'Weiter' }).click();
    }
    expect(await secondsLeft(page)).toBeGreaterThan(13 * 60);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'academy-question-desktop-de');

    const before = await secondsLeft(page);
    await page.waitForTimeout(1500);
    await page.reload();
    await page.getByText('Frage 3 von 10').waitFor();
    for (const n of [1, 2, 3]) await overview.getByRole('button', { name: `Frage ${n}, beantwortet` }).waitFor();
    expect(await overview.getByRole('button', { name: 'Frage 4', exact: true }).count()).toBe(1);
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(1);
    const after = await secondsLeft(page);
    expect(after).toBeLessThan(before);
    expect(after).toBeGreaterThan(before - 30);

    await page.getByRole('button', { name: 'Abgeben' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fragebogen abgeben?' });
    await dialog.getByText('Du hast 3 von 10 Fragen beantwortet.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Abgeben' }).click();
    await page.getByText('Dein Ergebnis').waitFor();
    await page.getByText('Nicht bestanden').waitFor();
    await page.getByText('Ergebnis je Fach').waitFor();
    await page.getByText('Falsch beantwortete Fragen').waitFor();
    expect(await page.getByText('Nicht beantwortet').count()).toBeGreaterThanOrEqual(7);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'academy-result-desktop-de');
    await context.close();
  });

  it('fits a phone in the dark: last week’s mock exam with its result per subject and the wrong answers explained', async () => {
    const { context, page } = await newPage(chrome.browser, { viewport: PHONE, colorScheme: 'dark' });
    await signInByApi(context, 'student@demo.aero');
    await page.goto('/apps/academy/dashboard');
    const mock = page.getByRole('article', { name: 'Prüfungssimulation' });
    await mock.getByText('Bestanden').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'academy-dashboard-phone-de-dark');
    await mock.getByRole('link', { name: 'Erneut starten' }).click();
    await heading(page, 'Prüfungssimulation');
    await page.getByText('83 %').first().waitFor();
    await page.getByText('Falsch beantwortete Fragen').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'academy-result-phone-de-dark');

    await page.getByRole('button', { name: 'Erneut starten' }).click();
    await page.getByText('Frage 1 von 36').waitFor();
    await page.getByRole('timer').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // The finger that pressed "Erneut starten" rests on the button now in its place: judge it unhovered.
    await page.mouse.move(0, 0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'academy-question-phone-de-dark');

    // A reload on the phone (a lost connection, a closed tab) keeps the answer and the server's clock.
    await page.getByRole('radio').first().check();
    const overview = page.getByRole('navigation', { name: 'Übersicht' });
    await overview.getByRole('button', { name: 'Frage 1, beantwortet' }).waitFor();
    const before = await secondsLeft(page);
    await page.reload();
    await page.getByText('Frage 1 von 36').waitFor();
    await overview.getByRole('button', { name: 'Frage 1, beantwortet' }).waitFor();
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(1);
    const after = await secondsLeft(page);
    expect(after).toBeLessThanOrEqual(before);
    expect(after).toBeGreaterThan(before - 30);
    await context.close();
  });

  it('shows the instructor the class’s results of the mock exam', async () => {
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'instructor@demo.aero');
    await page.goto('/apps/academy/dashboard');
    await page.getByRole('article', { name: 'Prüfungssimulation' }).getByRole('link', { name: 'Ergebnisse der Klasse' }).click();
    await heading(page, 'Prüfungssimulation');
    const results = page.getByRole('table', { name: 'Ergebnisse der Klasse' });
    await results
      .getByRole('row', { name: /Lena Schüler/ })
      .getByText('83 %')
      .waitFor();
    await page.getByRole('button', { name: 'Jetzt starten' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'academy-class-results-desktop-de');
    await context.close();
  });
});
