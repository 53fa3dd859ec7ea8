import type { Role } from '@portal/contracts';
import type { Browser, BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { newPage, signInByApi } from './browser';
import { ownClub, postAsApp } from './shell';

export const CLUB = 'Luftsportverein Hohenlohe e. V.';

/** An address nobody else in this run has, so test files never share a person. */
export const uniqueEmail = (name: string) =>
  `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.org`;

/** Registers a person through the API; the context is then signed in as them. */
export async function registerByApi(context: BrowserContext, name: string, password = 'neu-im-verein-2026') {
  const email = uniqueEmail(name);
  await context.request.get('/sanctum/csrf-cookie');
  // From an address of its own (the e2e servers trust the forwarded address), not the run's shared one.
  const from = { 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 254)}` };
  const response = await postAsApp(context, '/register', { name, email, password, password_confirmation: password }, from);
  expect(response.status(), await response.text()).toBe(201);
  const user = (await response.json()) as { id: number };
  return { id: user.id, email, password };
}

/** The path of the newest verification link mailed to `email` (the page the link opens), read from the outbox. */
export async function verificationPath(browser: Browser, email: string): Promise<string> {
  const { context } = await newPage(browser);
  await signInByApi(context, 'super@demo.aero');
  const mail = await newestMailTo(context, email, '/email/verify/');
  await context.close();
  const link = mail.body.match(/https?:\/\/\S+\/email\/verify\/\S+/)?.[0];
  if (!link) throw new Error(`no verification link in the mail to ${email}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

/** Verifies the address as the mailed link's page does, in the person's own context. */
export async function verifyByApi(browser: Browser, context: BrowserContext, email: string) {
  const response = await postAsApp(context, await verificationPath(browser, email));
  expect(response.status(), await response.text()).toBe(200);
}

/** A newcomer with a verified address who asked to join the demo club, and the pending membership's id. */
export async function applicant(browser: Browser, name: string) {
  const { context, page } = await newPage(browser);
  const person = await registerByApi(context, name);
  await verifyByApi(browser, context, person.email);
  const directory = await context.request.get(`/api/companies/directory?search=Hohenlohe`);
  const clubId = ((await directory.json()) as { data: { id: number }[] }).data[0]?.id as number;
  const joined = await postAsApp(context, `/api/companies/${clubId}/join`);
  expect(joined.status(), await joined.text()).toBe(201);
  const membershipId = ((await joined.json()) as { data: { id: number } }).data.id;
  return { context, page, clubId, membershipId, ...person };
}

/** Approves a pending membership as the demo club's admin, through the API. */
export async function approveByApi(browser: Browser, membershipId: number) {
  const { context } = await newPage(browser);
  await signInByApi(context, 'admin@demo.aero');
  const response = await postAsApp(context, `/api/memberships/${membershipId}/approve`);
  expect(response.status(), await response.text()).toBe(200);
  await context.close();
}

/** The newest mail to `to` in the outbox (with `containing` in its text, when given), read by a signed-in super-admin. */
export async function newestMailTo(context: BrowserContext, to: string, containing = '') {
  const response = await context.request.get('/api/admin/outbox?per_page=100', { headers: { accept: 'application/json' } });
  const { data } = (await response.json()) as { data: { to: string; subject: string; body: string }[] };
  const mail = data.find((entry) => entry.to === to && entry.body.includes(containing));
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/**
 * A verified newcomer who accepted an invitation to a club with the given roles; `admin` is signed in as
 * the club's admin. The person's context stays signed in as them.
 */
export async function invitedMember(browser: Browser, admin: BrowserContext, clubId: number, name: string, roles: Role[]) {
  const { context, page } = await newPage(browser);
  const person = await registerByApi(context, name);
  await verifyByApi(browser, context, person.email);
  const invited = await postAsApp(admin, `/api/companies/${clubId}/memberships/newCustomer`, {
    email: person.email,
    name,
    roles,
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const membershipId = ((await invited.json()) as { data: { id: number } }).data.id;
  const accepted = await postAsApp(context, `/api/memberships/${membershipId}/accept`);
  expect(accepted.status(), await accepted.text()).toBe(200);
  return { context, page, membershipId, ...person };
}

/**
 * A verified newcomer who made a club of their own (so they are its admin), signed in in the returned
 * context: a test's club without a demo person in it, so no demo person's dashboard shows it.
 */
export async function clubFounder(browser: Browser, name: string, clubName: string) {
  const { context, page } = await newPage(browser);
  const person = await registerByApi(context, name);
  await verifyByApi(browser, context, person.email);
  const club = await ownClub(context, clubName);
  return { context, page, club, ...person };
}
