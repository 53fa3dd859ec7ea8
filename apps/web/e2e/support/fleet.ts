import { crc32, deflateSync } from 'node:zlib';
import type { Browser, Locator, Page } from 'playwright-core';
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

/** A small PNG (a sky-to-green gradient), made here so the upload tests need no file. */
export function gradientPng(width = 240, height = 160): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) rows.set([40 + x / 3, 120 + y / 2, 200 - y], row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Whether the image element shows a decoded picture. */
export const imageLoaded = (image: Locator) =>
  image.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0);
