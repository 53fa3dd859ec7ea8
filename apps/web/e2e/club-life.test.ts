import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { newPage, PHONE, screenshot, screenshotBothSchemes, useBrowser } from './support/browser';
import { clubFounder, invitedMember } from './support/identity';
import { deleteAsApp, heading, postAsApp } from './support/shell';

const HOUR = 3600_000;

describe('club life: an event with a waiting list and a member mail', () => {
  const chrome = useBrowser();

  it('a member joins the waiting list of a full event and moves up; the admin sees the list; a member mail goes out and arrives', async () => {
    const founder = await clubFounder(chrome.browser, 'Vorstand Vereinsleben', 'Segelfluggruppe Vereinsleben');
    const clubId = founder.club.id;
    const first = await invitedMember(chrome.browser, founder.context, clubId, 'Erika Erstanmeldung', ['member']);
    const second = await invitedMember(chrome.browser, founder.context, clubId, 'Bernd Wartend', ['member']);
    const start = new Date(Math.ceil(Date.now() / HOUR) * HOUR + 5 * 24 * HOUR);
    const created = await postAsApp(founder.context, `/api/companies/${clubId}/events`, {
      title: 'Arbeitseinsatz Hallenputz',
      place: 'Halle 2',
      starts_at: start.toISOString(),
      ends_at: new Date(start.getTime() + 6 * HOUR).toISOString(),
      capacity: 1,
    });
    expect(created.status(), await created.text()).toBe(201);
    const eventId = ((await created.json()) as { data: { id: number } }).data.id;
    expect((await postAsApp(first.context, `/api/events/${eventId}/registrations`)).status()).toBe(201);

    // The second member finds the event full and joins the waiting list.
    const { page } = second;
    await page.goto(`/companies/${clubId}/events`);
    await heading(page, 'Veranstaltungen');
    const card = page.getByRole('article', { name: 'Arbeitseinsatz Hallenputz' });
    await card.getByText('1 von 1 Plätzen belegt').waitFor();
    await card.getByRole('button', { name: 'Auf die Warteliste' }).click();
    await card.getByText('Warteliste, Platz 1').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'club-events-desktop-de');

    // The first cancels: the second moves up, as the event's page says.
    expect((await deleteAsApp(first.context, `/api/events/${eventId}/registrations/me`)).status()).toBe(204);
    await card.getByRole('link', { name: 'Arbeitseinsatz Hallenputz' }).click();
    await heading(page, 'Arbeitseinsatz Hallenputz');
    await page.getByText('Angemeldet', { exact: true }).waitFor();

    // The admin sees who answered, in order, and can export the list.
    const admin = founder.page;
    await admin.goto(`/companies/${clubId}/events/${eventId}`);
    const registrations = admin.getByRole('table', { name: 'Anmeldungen' });
    await registrations.getByRole('row', { name: /Bernd Wartend.*Angemeldet/ }).waitFor();
    await registrations.getByRole('row', { name: /Erika Erstanmeldung.*Abgesagt/ }).waitFor();
    expect(await admin.getByRole('link', { name: 'Als CSV exportieren' }).getAttribute('href')).toBe(
      `/api/events/${eventId}/registrations/export`,
    );
    expect(await seriousViolations(admin)).toEqual([]);
    await screenshot(admin, 'club-event-admin-desktop-de');

    // A member mail to every member: preview, send, follow the delivery.
    await admin.goto(`/companies/${clubId}/admin/mailings`);
    await heading(admin, 'Rundmail');
    await admin.getByRole('textbox', { name: 'Betreff' }).fill('Hallenputz am Samstag');
    await admin
      .getByRole('textbox', { name: 'Nachricht', exact: true })
      .fill('Liebe Mitglieder,\nwir räumen am Samstag die Halle auf. Bitte meldet euch an.');
    await admin.getByRole('button', { name: 'Vorschau' }).click();
    await admin.getByText('Geht an 3 Mitglieder.').waitFor();
    await admin.getByText('Keine Rundmails mehr erhalten:', { exact: false }).waitFor();
    expect(await seriousViolations(admin)).toEqual([]);
    await screenshot(admin, 'club-mailing-preview-desktop-de');
    await admin.getByRole('button', { name: 'Jetzt senden' }).click();
    await admin.getByRole('dialog', { name: 'Rundmail senden?' }).getByRole('button', { name: 'Jetzt senden' }).click();
    await admin.getByRole('table', { name: 'Gesendete Rundmails' }).getByText('Hallenputz am Samstag').waitFor();
    await admin.getByRole('button', { name: 'Empfänger' }).click();
    await admin
      .getByRole('dialog', { name: /Empfänger/ })
      .getByText('Bernd Wartend')
      .waitFor();
    await screenshot(admin, 'club-mailing-sent-desktop-de');

    for (const person of [founder, first, second]) await person.context.close();
  });

  it('fits a phone, light and dark: the events page and the member’s messages', async () => {
    const founder = await clubFounder(chrome.browser, 'Vorstand Telefon', 'Flugsportverein Telefon');
    const clubId = founder.club.id;
    const start = new Date(Math.ceil(Date.now() / HOUR) * HOUR + 3 * 24 * HOUR);
    await postAsApp(founder.context, `/api/companies/${clubId}/events`, {
      title: 'Theorieabend Navigation',
      place: 'Vereinsheim',
      starts_at: start.toISOString(),
      ends_at: new Date(start.getTime() + 2 * HOUR).toISOString(),
      capacity: 20,
    });
    await postAsApp(founder.context, `/api/companies/${clubId}/mailings`, {
      subject: 'Einladung zur Jahreshauptversammlung',
      body: 'Liebe Mitglieder,\nhiermit laden wir euch herzlich ein.',
      essential: true,
    });
    const { context, page } = await newPage(chrome.browser, { viewport: PHONE });
    await context.addCookies(await founder.context.cookies());
    const fitsThePhone = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.goto(`/companies/${clubId}/events`);
    await page.getByRole('article', { name: 'Theorieabend Navigation' }).getByRole('button', { name: 'Anmelden' }).click();
    await page.getByText('Angemeldet', { exact: true }).waitFor();
    await screenshotBothSchemes(page, 'club-events-phone-de', fitsThePhone);
    await page.goto(`/companies/${clubId}/messages`);
    await page.getByText('Einladung zur Jahreshauptversammlung').waitFor();
    await page.getByText('hiermit laden wir euch herzlich ein', { exact: false }).waitFor();
    await screenshotBothSchemes(page, 'club-messages-phone-de', async (colorScheme) => {
      await fitsThePhone();
      expect(await seriousViolations(page), colorScheme).toEqual([]);
    });
    await context.close();
    await founder.context.close();
  });
});
