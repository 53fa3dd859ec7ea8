import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { newPage, PHONE, screenshot, signInByApi, useBrowser } from './support/browser';
import { demoClubId, heading, postAsApp, toasts } from './support/shell';

const MOMENT = 'Wie berechnet man bei der Schwerpunktberechnung das Moment einer Zuladung?';
const AFT_CG = 'Was droht, wenn der Schwerpunkt hinter der hinteren Grenze liegt?';
/** A small PNG (40 × 24, blue): a figure as an instructor might upload it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACgAAAAYCAIAAAAH5iiXAAAAKElEQVR4nGOQLLs0IIhh1OJRi0ctHrV41OJRi0ctHrV41OJRi4ePxQAydSwMHI3J1wAAAABJRU5ErkJggg==',
  'base64',
);

describe('question figures', () => {
  const chrome = useBrowser();
  /** One questionnaire per run below, so each starts a fresh attempt. */
  const questionnaireIds = { light: 0, dark: 0 };

  beforeAll(async () => {
    // A questionnaire of the demo question with a figure (a mass on its lever arm), made by the instructor.
    const { context } = await newPage(chrome.browser);
    await signInByApi(context, 'instructor@demo.aero');
    const clubId = await demoClubId(context);
    const bank = await context.request.get(`/api/companies/${clubId}/questions?subject=30&paginate=false`, {
      headers: { accept: 'application/json' },
    });
    const { data } = (await bank.json()) as { data: { id: number; text: string; figure_url: string | null }[] };
    const moment = data.find((question) => question.text === MOMENT);
    expect(moment?.figure_url).toMatch(/^\/api\/questions\/\d+\/figure/);
    for (const scheme of ['light', 'dark'] as const) {
      const created = await postAsApp(context, `/api/companies/${clubId}/questionnaires`, {
        title: 'Schwerpunkt mit Abbildung',
        time_limit_minutes: 10,
        question_ids: [moment?.id],
      });
      expect(created.status(), await created.text()).toBe(201);
      questionnaireIds[scheme] = ((await created.json()) as { data: { id: number } }).data.id;
    }
    await context.close();
  });

  it('the instructor sees a question’s figure in the bank, adds one to another question and removes it again', async () => {
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'instructor@demo.aero');
    await page.goto(`/companies/${await demoClubId(context)}/instructor/questions`);
    await heading(page, 'Fragenkatalog');
    await page.getByRole('combobox', { name: 'Fach' }).click();
    await page.getByRole('option', { name: 'Flugleistung und Flugplanung' }).click();
    const list = page.getByRole('list', { name: 'Fragen' });
    const moment = list.getByRole('listitem', { name: MOMENT });
    const figure = moment.getByRole('img', { name: 'Abbildung zur Frage' });
    await figure.waitFor();
    await expect.poll(() => figure.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);

    const aft = list.getByRole('listitem', { name: AFT_CG });
    await aft.locator('input[type=file]').setInputFiles({ name: 'schwerpunkt.png', mimeType: 'image/png', buffer: PNG });
    await toasts(page).getByText('Abbildung gespeichert').waitFor();
    const added = aft.getByRole('img', { name: 'Abbildung zur Frage' });
    await expect.poll(() => added.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(40);
    await aft.getByText('Abbildung ersetzen').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'academy-bank-figure-desktop-de');
    await aft.getByRole('button', { name: 'Abbildung entfernen' }).click();
    await page.getByRole('dialog', { name: 'Abbildung entfernen?' }).getByRole('button', { name: 'Abbildung entfernen' }).click();
    await aft.getByText('Abbildung hinzufügen').waitFor();
    expect(await aft.getByRole('img', { name: 'Abbildung zur Frage' }).count()).toBe(0);
    await context.close();
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`the student sees the figure in the attempt and with the wrong answer on a phone (${scheme})`, async () => {
      const { context, page } = await newPage(chrome.browser, { viewport: PHONE, colorScheme: scheme });
      await signInByApi(context, 'student@demo.aero');
      await page.goto(`/apps/academy/questionnaires/${questionnaireIds[scheme]}`);
      await heading(page, 'Schwerpunkt mit Abbildung');
      await page.getByText('1 Frage · 10 Min. · Bestehensgrenze 75 %').waitFor();
      await page.getByRole('button', { name: 'Jetzt starten' }).click();
      await page.getByText('Frage 1 von 1').waitFor();
      const figure = page.getByRole('img', { name: 'Abbildung zur Frage' });
      await expect.poll(() => figure.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `academy-question-figure-phone-de-${scheme}`);

      await page.getByRole('radio', { name: 'Masse plus Hebelarm' }).check();
      await page.getByRole('navigation', { name: 'Übersicht' }).getByRole('button', { name: 'Frage 1, beantwortet' }).waitFor();
      await page.getByRole('button', { name: 'Abgeben' }).click();
      await page.getByRole('dialog', { name: 'Fragebogen abgeben?' }).getByRole('button', { name: 'Abgeben' }).click();
      await page.getByText('Falsch beantwortete Fragen').waitFor();
      await page.getByText('Deine Antwort: Masse plus Hebelarm').waitFor();
      await page.getByRole('img', { name: 'Abbildung zur Frage' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `academy-result-figure-phone-de-${scheme}`);
      await context.close();
    });
  }
});
