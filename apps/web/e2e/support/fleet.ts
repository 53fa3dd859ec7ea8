import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { addDemoAirplanes, berlinDay } from './booking';
import { newPage, signInByApi } from './browser';
import { postAsApp } from './shell';

/**
 * A new aircraft of the demo club (random registration, so test files do not collide) with one
 * green and one amber maintenance item and an insurance running out in ten days.
 */
export async function airplaneWithUpkeep(browser: Browser) {
  const { clubId, registrations, ids } = await addDemoAirplanes(browser, 1);
  const id = ids[0] as number;
  const { context } = await newPage(browser);
  await signInByApi(context, 'admin@demo.aero');
  const add = async (path: string, body: unknown) => {
    const response = await postAsApp(context, `/api/airplanes/${id}/${path}`, body);
    expect(response.status(), await response.text()).toBe(201);
  };
  await add('maintenanceItems', { what: '50-Stunden-Kontrolle', due_at_hobbs_minutes: 4 * 60 });
  await add('maintenanceItems', { what: 'Jahresnachprüfung (ARC)', due_on: berlinDay(200) });
  await add('documents', { kind: 'insurance', title: 'Haftpflichtversicherung', expires_on: berlinDay(10) });
  await context.close();
  return { clubId, id, registration: registrations[0] as string };
}

/** The aircraft's card on /airplanes or the fleet page. */
export const airplaneCard = (page: Page, registration: string) => page.getByRole('article', { name: registration, exact: true });

/** Registrations in the order the cards show them. */
export const cardOrder = (page: Page) =>
  page
    .getByRole('region', { name: 'Flugzeuge' })
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));

/** Waits until the shell's toasts are gone, so axe checks the page itself (the shell's tests check the toasts). */
export const toastsGone = (page: Page) => page.locator('[data-sonner-toast]').waitFor({ state: 'detached' });

/** An element's text with runs of white space (also the no-break spaces Intl puts in money) as one space. */
export const plainText = async (locator: { textContent: () => Promise<string | null> }) =>
  (await locator.textContent())?.replace(/\s+/g, ' ') ?? '';
