import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { addDemoAirplanes, berlinDay, bookingDay, fillNewBooking } from './support/booking';
import { PHONE, screenshot, useBrowser } from './support/browser';

/** The demo programme's solo lessons (Alleinflüge), as the picker names them. */
const SOLO = /\bL(13|14|18|22|23) /;

async function chooseInstructor(page: Page, name: string) {
  await page.getByRole('dialog', { name: 'Neue Buchung' }).getByRole('combobox', { name: 'Fluglehrer' }).click();
  await page.getByRole('option', { name }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/**
 * Makes the open booking dialog a lesson with Thomas Fluglehrer and returns the lesson the picker
 * proposes: the student's next dual one, which the booking then names.
 */
async function trainingWithNextLesson(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Neue Buchung' });
  await dialog.getByRole('combobox', { name: 'Art' }).click();
  await page.getByRole('option', { name: 'Schulung' }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  await chooseInstructor(page, 'Thomas Fluglehrer');
  const picker = dialog.getByRole('combobox', { name: 'Lektion' });
  await picker.filter({ hasText: '· nächste' }).waitFor();
  const lesson = ((await picker.textContent()) ?? '').replace(' · nächste', '').trim();
  expect(lesson).toMatch(/^L\d\d /);
  return lesson;
}

describe('a training booking names the lesson', () => {
  const chrome = useBrowser();
  let planes: string[] = [];
  const day = berlinDay(12);

  beforeAll(async () => {
    ({ registrations: planes } = await addDemoAirplanes(chrome.browser, 2));
  });

  it('the student books her next lesson on a desktop and finds it in the booking', async () => {
    const plane = planes[0] as string;
    const { context, page } = await bookingDay(chrome.browser, 'student@demo.aero', day);
    // The form, not a drag (booking.test drags): in two full runs a drag here opened no form after other files had run on the server.
    await fillNewBooking(page, plane, day, '09:00', '11:00');
    const lesson = await trainingWithNextLesson(page);
    const dialog = page.getByRole('dialog', { name: 'Neue Buchung' });
    await dialog.getByText('Aus der Ausbildung „').waitFor();
    expect(lesson).not.toMatch(SOLO);
    // Without an instructor the picker proposes her next solo lesson, with him again the dual one.
    await chooseInstructor(page, 'Ohne Fluglehrer');
    const picker = dialog.getByRole('combobox', { name: 'Lektion' });
    await picker.filter({ hasText: SOLO }).filter({ hasText: '· nächste' }).waitFor();
    await chooseInstructor(page, 'Thomas Fluglehrer');
    await picker.filter({ hasText: `${lesson} · nächste` }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'booking-lesson-form-desktop-de-light');
    await dialog.getByRole('button', { name: 'Buchen' }).click();
    await page.getByText('Flugzeug gebucht').waitFor();

    await page.getByRole('button', { name: new RegExp(`^09:00–11:00 Lena Schüler · mit Thomas Fluglehrer, ${plane},`) }).click();
    const details = page.getByRole('dialog', { name: `${plane} · Schulung` });
    await details.getByText(`Lektion: ${lesson}`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'booking-lesson-details-desktop-de-light');
    await context.close();
  });

  it('fits a phone: the lesson picker in the form and the lesson in the booking', async () => {
    const plane = planes[1] as string;
    const { context, page } = await bookingDay(chrome.browser, 'student@demo.aero', day, { viewport: PHONE });
    const dialog = await fillNewBooking(page, plane, day, '14:00', '15:30');
    const lesson = await trainingWithNextLesson(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'booking-lesson-form-phone-de-light');
    await dialog.getByRole('button', { name: 'Buchen' }).click();
    await page.getByText('Flugzeug gebucht').waitFor();

    await page.getByRole('button', { name: new RegExp(`^14:00–15:30 · ${plane} Lena Schüler`) }).click();
    await page
      .getByRole('dialog', { name: `${plane} · Schulung` })
      .getByText(`Lektion: ${lesson}`)
      .waitFor();
    await screenshot(page, 'booking-lesson-details-phone-de-light');
    await context.close();
  });
});
