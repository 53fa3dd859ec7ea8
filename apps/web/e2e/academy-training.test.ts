import type { BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { newPage, PHONE, screenshot, signInByApi, useBrowser } from './support/browser';
import { demoClubId, heading, postAsApp, toasts } from './support/shell';

async function json<T>(
  response: { status: () => number; text: () => Promise<string>; json: () => Promise<unknown> },
  status: number,
) {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

async function memberId(context: BrowserContext, clubId: number, name: string) {
  const response = await context.request.get(`/api/companies/${clubId}/memberships?paginate=false`, {
    headers: { accept: 'application/json' },
  });
  const { data } = await json<{ data: { id: number; name: string }[] }>(response, 200);
  const found = data.find((member) => member.name === name);
  if (!found) throw new Error(`no member ${name}`);
  return found.id;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * The club's admin publishes a small programme and enrols Lena Schüler with Thomas Fluglehrer in a
 * course of its own, so the test grades a record nobody else touches.
 */
async function enrolLena(context: BrowserContext, courseName: string) {
  const clubId = await demoClubId(context);
  const programme = await json<{ data: { id: number } }>(
    await postAsApp(context, `/api/companies/${clubId}/programmes`, {
      name: `PPL(A) Grundausbildung ${courseName}`,
      phases: [
        {
          name: 'Phase 1: Grundlagen',
          lessons: [
            {
              code: 'L1',
              title: 'Vertrautmachen',
              kind: 'dual',
              briefing_minutes: 45,
              flight_minutes: 60,
              exercises: [
                { code: '1', title: 'Vertrautmachen mit dem Flugzeug' },
                { code: '2', title: 'Vorbereitung und Maßnahmen nach dem Flug' },
              ],
            },
            { code: 'L2', title: 'Geradeausflug', kind: 'dual', exercises: [{ code: '4', title: 'Geradeausflug' }] },
          ],
        },
      ],
    }),
    201,
  );
  await json(await postAsApp(context, `/api/programmes/${programme.data.id}/publish`), 200);
  const course = await json<{ data: { id: number } }>(
    await postAsApp(context, `/api/companies/${clubId}/courses`, {
      name: courseName,
      programme_id: programme.data.id,
      starts_on: day(-60),
      ends_on: day(300),
    }),
    201,
  );
  await json(
    await postAsApp(context, `/api/courses/${course.data.id}/enrolments`, {
      membership_id: await memberId(context, clubId, 'Lena Schüler'),
      instructor_membership_id: await memberId(context, clubId, 'Thomas Fluglehrer'),
      starts_on: day(-60),
      planned_end_on: day(300),
    }),
    201,
  );
  return clubId;
}

describe('training records', () => {
  const chrome = useBrowser();
  const courseName = `PPL(A) ${new Date().getFullYear()}/E${Date.now() % 1000}`;
  let clubId = 0;

  beforeAll(async () => {
    const { context } = await newPage(chrome.browser);
    await signInByApi(context, 'admin@demo.aero');
    clubId = await enrolLena(context, courseName);
    await context.close();
  });

  it('the instructor grades a lesson and signs; the student acknowledges it on her phone and the record is locked', async () => {
    const instructor = await newPage(chrome.browser);
    await signInByApi(instructor.context, 'instructor@demo.aero');
    const page = instructor.page;
    await page.goto(`/companies/${clubId}/instructor`);
    await heading(page, 'Meine Flugschüler');
    const card = page
      .getByRole('region', { name: 'In Ausbildung' })
      .getByRole('article', { name: 'Lena Schüler' })
      .filter({ hasText: courseName });
    await card.getByText('Nächste Lektion: L1 Vertrautmachen').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'academy-instructor-desktop-de');

    await card.getByRole('button', { name: 'Lektion bewerten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lektion bewerten: Lena Schüler' });
    await dialog.getByRole('combobox', { name: 'Lektion' }).filter({ hasText: 'L1 Vertrautmachen' }).waitFor();
    await dialog.getByRole('button', { name: 'Bewerten und unterschreiben' }).click();
    await dialog.getByText('Bewerte mindestens eine Übung.').waitFor();
    await dialog.getByRole('combobox', { name: 'Übung 1: Vertrautmachen mit dem Flugzeug' }).click();
    await page.getByRole('option', { name: '4 – gut' }).click();
    await dialog.getByRole('textbox', { name: 'Bemerkung' }).first().fill('Checkliste sicher abgearbeitet');
    await dialog.getByRole('combobox', { name: 'Übung 2: Vorbereitung und Maßnahmen nach dem Flug' }).click();
    await page.getByRole('option', { name: '3 – ausreichend' }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'academy-grade-desktop-de');
    await dialog.getByRole('button', { name: 'Bewerten und unterschreiben' }).click();
    await toasts(page).getByText('Bewertung für Lena Schüler gespeichert und unterschrieben').waitFor();
    await card.getByRole('link', { name: 'Ausbildungsnachweis' }).click();
    await heading(page, 'Lena Schüler');
    const graded = page.getByRole('article', { name: 'L1 Vertrautmachen' });
    await graded.getByText('Checkliste sicher abgearbeitet').waitFor();
    await graded.getByText(/^Fluglehrer hat am .* unterschrieben$/).waitFor();
    await graded.getByText('Flugschüler: noch nicht unterschrieben').waitFor();
    await instructor.context.close();

    const student = await newPage(chrome.browser, { viewport: PHONE });
    await signInByApi(student.context, 'student@demo.aero');
    await student.page.goto('/apps/academy/dashboard');
    const course = student.page.getByRole('article', { name: courseName });
    await course.getByText('1 zu bestätigen').waitFor();
    await course.getByText('Nächste Lektion: L2 Geradeausflug').waitFor();
    expect(await student.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(student.page, 'academy-training-dashboard-phone-de');
    await course.getByRole('link', { name: 'Zu meinem Ausbildungsnachweis' }).click();
    await heading(student.page, 'Meine Ausbildung');
    const record = student.page.getByRole('article', { name: 'L1 Vertrautmachen' });
    await record.getByText('4 – gut').waitFor();
    await record.getByRole('button', { name: 'Gelesen und bestätigt' }).click();
    await toasts(student.page).getByText('Unterschrieben – der Nachweis ist jetzt abgeschlossen').waitFor();
    await record.getByText('Abgeschlossen').waitFor();
    expect(await record.getByRole('button', { name: 'Gelesen und bestätigt' }).count()).toBe(0);
    expect(await student.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousViolations(student.page)).toEqual([]);
    await screenshot(student.page, 'academy-student-file-phone-de');

    // Locked: a second signature is refused by the server, not only hidden by the page.
    const enrolmentId = await enrolmentOf(student.context, courseName);
    const records = await json<{ data: { id: number; locked: boolean; lesson: { code: string } }[] }>(
      await student.context.request.get(`/api/enrolments/${enrolmentId}/records`, { headers: { accept: 'application/json' } }),
      200,
    );
    const locked = records.data.find((row) => row.lesson.code === 'L1');
    expect(locked?.locked).toBe(true);
    expect((await postAsApp(student.context, `/api/records/${locked?.id}/sign`)).status()).toBe(409);
    await student.context.close();

    // The instructor corrects the locked record (in the dark): a new record takes its place, the old one stays, marked.
    const again = await newPage(chrome.browser, { colorScheme: 'dark' });
    await signInByApi(again.context, 'instructor@demo.aero');
    await again.page.goto(`/companies/${clubId}/instructor?enrolment=${enrolmentId}`);
    await heading(again.page, 'Lena Schüler');
    const lockedCard = again.page.getByRole('article', { name: 'L1 Vertrautmachen' });
    await lockedCard.getByRole('button', { name: 'Berichtigen' }).click();
    const correction = again.page.getByRole('dialog', { name: 'Nachweis berichtigen: Lena Schüler' });
    await correction.getByRole('combobox', { name: 'Übung 2: Vorbereitung und Maßnahmen nach dem Flug' }).click();
    await again.page.getByRole('option', { name: '5 – sehr gut' }).click();
    await correction.getByRole('button', { name: 'Bewerten und unterschreiben' }).click();
    await toasts(again.page).getByText('Bewertung für Lena Schüler gespeichert und unterschrieben').waitFor();
    await again.page.getByText('Berichtigt', { exact: true }).waitFor();
    await expect.poll(() => again.page.getByRole('article', { name: 'L1 Vertrautmachen' }).count()).toBe(2);
    expect(await seriousViolations(again.page)).toEqual([]);
    await screenshot(again.page, 'academy-instructor-file-desktop-de-dark');
    await again.context.close();
  });

  it('shows the admin the course with its student and the programme’s versions', async () => {
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'admin@demo.aero');
    await page.goto(`/companies/${clubId}/admin/courses`);
    await heading(page, 'Lehrgänge verwalten');
    const course = page.getByRole('region', { name: courseName });
    await course
      .getByRole('table', { name: `Flugschüler in ${courseName}` })
      .getByRole('cell', { name: 'Lena Schüler' })
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'academy-admin-courses-desktop-de');
    await page.getByRole('tab', { name: 'Ausbildungsprogramme' }).click();
    const programme = page.getByRole('region', { name: `PPL(A) Grundausbildung ${courseName}` });
    await programme.getByText('Version 1 · 1 Lehrgang').waitFor();
    await programme.getByRole('button', { name: 'Neue Version' }).click();
    const editor = page.getByRole('dialog', { name: 'Entwurf bearbeiten' });
    await editor.getByRole('textbox', { name: 'Abschnitt 1' }).waitFor();
    expect(await editor.getByRole('textbox', { name: 'Übungen' }).first().inputValue()).toContain(
      '1 Vertrautmachen mit dem Flugzeug',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'academy-programme-editor-desktop-de');
    await editor.getByRole('button', { name: 'Entwurf speichern' }).click();
    await toasts(page).getByText('Entwurf gespeichert').waitFor();
    await programme.getByText('Version 2 · Entwurf').waitFor();

    // The course page: a theory class added and Lena ticked as present.
    await page.goto(`/companies/${clubId}/courses`);
    const card = page.getByRole('region', { name: courseName });
    await card.getByRole('heading', { name: 'Theorieunterricht' }).waitFor();
    const add = card.getByRole('form', { name: 'Stunde anlegen' });
    await add.getByRole('textbox', { name: 'Beginn' }).fill('01.12.2026');
    await add.getByRole('textbox', { name: 'Uhrzeit' }).fill('18:00');
    await add.getByRole('textbox', { name: 'Thema' }).fill('Luftraumstruktur');
    await add.getByRole('button', { name: 'Stunde anlegen' }).click();
    await card.getByText(/Luftrecht · Luftraumstruktur/).waitFor();
    const present = card
      .getByRole('listitem')
      .filter({ hasText: 'Luftraumstruktur' })
      .getByRole('checkbox', { name: 'Lena Schüler' });
    await present.click();
    await expect.poll(() => present.isChecked()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'academy-theory-desktop-de');
    await context.close();
  });
});

async function enrolmentOf(context: BrowserContext, courseName: string) {
  const { data } = await json<{ data: { id: number; course: { name: string }; my_role: string }[] }>(
    await context.request.get('/api/user/enrolments', { headers: { accept: 'application/json' } }),
    200,
  );
  return data.find((enrolment) => enrolment.course.name === courseName)?.id;
}
