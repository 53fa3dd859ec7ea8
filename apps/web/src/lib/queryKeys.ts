import type { AirportType } from '@portal/contracts';

/**
 * Every query key, one factory per feature. Each starts with its resource, so a write refreshes all
 * views of what it changed with one prefix (a flight: its aircraft, bookings and logbooks). They live
 * here, not in the features, because writes in one feature refresh the reads of others.
 */

export const userKeys = {
  /** The signed-in user; also the prefix of the user's sessions and licences. */
  me: ['user'] as const,
  sessions: ['user', 'sessions'] as const,
  licences: ['user', 'licences'] as const,
};

export const calendarFeedKeys = { mine: ['calendar-feed'] as const };
export const configKeys = { public: ['config'] as const, privacyNotice: ['privacy-notice'] as const };
export const notificationKeys = { mine: ['notifications'] as const };
export const impersonationKeys = { status: ['impersonation'] as const };

export const adminKeys = {
  users: (search: string, page: number) => ['admin', 'users', search, page] as const,
  companies: (page: number) => ['admin', 'companies', page] as const,
  outbox: (page: number) => ['admin', 'outbox', page] as const,
  auditLog: (page: number) => ['admin', 'audit-log', page] as const,
};

export const companyKeys = {
  all: ['companies'] as const,
  list: ['companies', 'list'] as const,
  detail: (companyId: number) => ['companies', companyId] as const,
  directory: (search: string) => ['companies', 'directory', search] as const,
  homeAirport: (companyId: number) => ['companies', companyId, 'home-airport'] as const,
  /** The admin dashboard: under the company, so an approved request or a changed setting refreshes it. */
  adminSummary: (companyId: number) => ['companies', companyId, 'admin-summary'] as const,
  /** A page of the audited settings changes: under the company, so a saved section refreshes it. */
  settingsChanges: (companyId: number, page: number) => ['companies', companyId, 'settings-changes', page] as const,
};

export const airportKeys = {
  /** A page of a search, or without one of the airports nearest to `near`. */
  page: (search: { search: string; country: string | null; type: AirportType | null; page: number; near: string | null }) =>
    ['airports', 'search', search] as const,
  /** The first matches for a picker: `count` of them. */
  matching: (search: string, count: number) => ['airports', 'matching', search, count] as const,
  /** The airfields in a map box at a zoom level. */
  within: (box: { bbox: string; zoom: number }) => ['airports', 'within', box] as const,
  detail: (key: string, companyId: number | null) => ['airports', key.toUpperCase(), { companyId }] as const,
};

export const airplaneKeys = {
  all: ['airplanes'] as const,
  /** A company's aircraft as one view lists them (`all` for the fleet, `bookable`, `recordable`). */
  company: (companyId: number, view: 'all' | 'bookable' | 'recordable') => ['airplanes', 'company', companyId, view] as const,
  /** The aircraft the user may book across companies. */
  user: (userId: number) => ['airplanes', 'user', userId] as const,
  /** One aircraft; the prefix of its status and papers. */
  detail: (airplaneId: number) => ['airplanes', airplaneId] as const,
  status: (airplaneId: number) => ['airplanes', airplaneId, 'status'] as const,
  documents: (airplaneId: number) => ['airplanes', airplaneId, 'documents'] as const,
};

export const bookingKeys = {
  all: ['bookings'] as const,
  /** A calendar window (a day or a week) of a company, optionally of one aircraft. */
  window: (companyId: number, from: Date, to: Date, airplaneId?: number) =>
    ['bookings', 'company', companyId, from.toISOString(), to.toISOString(), airplaneId ?? null] as const,
  user: (userId: number, limit: number) => ['bookings', 'user', userId, limit] as const,
};

export const accountKeys = {
  all: ['accounts'] as const,
  /** A member's account (balance); the prefix of its lines. */
  member: (membershipId: number) => ['accounts', 'member', membershipId] as const,
  lines: (membershipId: number, page: number) => ['accounts', 'member', membershipId, 'lines', page] as const,
  /** Accounting's list of every member account. */
  company: (companyId: number, search: string, page: number) => ['accounts', 'company', companyId, search, page] as const,
};

export const paymentKeys = {
  all: ['payments'] as const,
  member: (membershipId: number) => ['payments', 'member', membershipId] as const,
};

export const sepaKeys = {
  all: ['sepa'] as const,
  mandate: (membershipId: number) => ['sepa', 'mandate', membershipId] as const,
  /** A page of a company's collection runs, newest first. */
  collections: (companyId: number, page: number) => ['sepa', 'collections', companyId, page] as const,
  /** The open invoices a new collection run may take. */
  candidates: (companyId: number) => ['sepa', 'candidates', companyId] as const,
};

export const feeKeys = {
  all: ['fees'] as const,
  company: (companyId: number) => ['fees', companyId] as const,
};

export const packageKeys = {
  all: ['prepaidPackages'] as const,
  offers: (companyId: number) => ['prepaidPackages', 'offers', companyId] as const,
  sold: (companyId: number, filters: object) => ['prepaidPackages', 'sold', companyId, filters] as const,
  detail: (id: number) => ['prepaidPackages', 'detail', id] as const,
};

export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (companyId: number, filters: object) => ['invoices', 'list', companyId, filters] as const,
  detail: (id: number) => ['invoices', 'detail', id] as const,
  member: (membershipId: number, page: number) => ['invoices', 'member', membershipId, page] as const,
  billing: (companyId: number) => ['invoices', 'billing', companyId] as const,
};

export const landingFeeKeys = {
  all: ['landingFees'] as const,
  company: (companyId: number) => ['landingFees', companyId] as const,
};

export const flightKeys = {
  all: ['flights'] as const,
  company: (companyId: number, filters: object, page: number) => ['flights', 'company', companyId, filters, page] as const,
  detail: (flightId: number) => ['flights', flightId] as const,
};

export const trackKeys = {
  all: ['tracks'] as const,
  /** The track of a flight or of a logbook line. */
  of: (owner: 'flights' | 'logbook-entries', id: number) => ['tracks', owner, id] as const,
  shared: (token: string) => ['tracks', 'shared', token] as const,
};

export const logbookKeys = {
  all: ['logbook'] as const,
  entries: (filters: object, page: number) => ['logbook', 'entries', filters, page] as const,
  totals: ['logbook', 'totals'] as const,
};

export const membershipKeys = {
  all: ['memberships'] as const,
  company: (companyId: number, filters: object) => ['memberships', 'company', companyId, filters] as const,
  companyPage: (companyId: number, filters: object, page: number) =>
    ['memberships', 'company', companyId, filters, page] as const,
  detail: (membershipId: number) => ['memberships', membershipId] as const,
  students: (companyId: number, search: string, page: number) => ['memberships', 'students', companyId, search, page] as const,
  user: (userId: number) => ['memberships', 'user', userId] as const,
};

/** What a membership that starts or ends changes: which companies, members, aircraft, bookings, fees and flights one sees. */
export const membershipChangeKeys = [
  companyKeys.all,
  membershipKeys.all,
  airplaneKeys.all,
  bookingKeys.all,
  feeKeys.all,
  landingFeeKeys.all,
  flightKeys.all,
] as const;

export const accountingKeys = {
  all: ['accounting'] as const,
  summary: (companyId: number) => ['accounting', 'summary', companyId] as const,
};

export const academyKeys = {
  all: ['academy'] as const,
  questionnaires: (companyId: number) => ['academy', 'questionnaires', companyId] as const,
  questionnaire: (id: number) => ['academy', 'questionnaire', id] as const,
  attempt: (id: number) => ['academy', 'attempt', id] as const,
  results: (questionnaireId: number) => ['academy', 'results', questionnaireId] as const,
  bank: (companyId: number) => ['academy', 'questions', companyId] as const,
  questions: (companyId: number, subject: number | null, search: string, page: number) =>
    ['academy', 'questions', companyId, subject, search, page] as const,
};

export const trainingKeys = {
  all: ['training'] as const,
  mine: () => ['training', 'mine'] as const,
  today: () => ['training', 'today'] as const,
  bookingLesson: (bookingId: number) => ['training', 'bookingLesson', bookingId] as const,
  progress: (enrolmentId: number) => ['training', 'progress', enrolmentId] as const,
  records: (enrolmentId: number) => ['training', 'records', enrolmentId] as const,
  flights: (enrolmentId: number) => ['training', 'flights', enrolmentId] as const,
  courses: (companyId: number) => ['training', 'courses', companyId] as const,
  course: (courseId: number) => ['training', 'course', courseId] as const,
  enrolments: (courseId: number) => ['training', 'enrolments', courseId] as const,
  sessions: (courseId: number) => ['training', 'sessions', courseId] as const,
  programmes: (companyId: number) => ['training', 'programmes', companyId] as const,
  programme: (programmeId: number) => ['training', 'programme', programmeId] as const,
};

export const fboKeys = {
  all: ['fixed-base-operators'] as const,
  detail: (fboId: number) => ['fixed-base-operators', fboId] as const,
  movements: (fboId: number, from: string, to: string) => ['fixed-base-operators', fboId, 'movements', from, to] as const,
  pprs: (fboId: number) => ['fixed-base-operators', fboId, 'ppr-requests'] as const,
  series: (fboId: number) => ['fixed-base-operators', fboId, 'recurring-flights'] as const,
};

export const documentKeys = {
  all: ['documents'] as const,
  folders: (companyId: number) => ['documents', 'folders', companyId] as const,
  /** A folder's documents, or (folder null) the company's found by name. */
  list: (companyId: number, view: { folderId: number | null; q: string }) => ['documents', 'list', companyId, view] as const,
  /** The caller's must-read documents not yet confirmed. */
  unread: (companyId: number) => ['documents', 'unread', companyId] as const,
  detail: (documentId: number) => ['documents', documentId] as const,
  readers: (documentId: number) => ['documents', documentId, 'readers'] as const,
};

export const memberDocumentKeys = {
  all: ['memberDocuments'] as const,
  list: (membershipId: number) => ['memberDocuments', membershipId] as const,
};

export const eventKeys = {
  all: ['events'] as const,
  /** A company's events: upcoming or past, one page. */
  list: (companyId: number, view: { past: boolean; page: number; perPage: number }) =>
    ['events', 'company', companyId, view] as const,
  /** The next three, for the dashboard. */
  upcoming: (companyId: number) => ['events', 'company', companyId, 'upcoming'] as const,
  detail: (eventId: number) => ['events', eventId] as const,
  registrations: (eventId: number) => ['events', eventId, 'registrations'] as const,
};

export const reportKeys = {
  all: ['reports'] as const,
  one: (companyId: number, name: string, from: string, to: string) => ['reports', companyId, name, from, to] as const,
};

export const workHourKeys = {
  all: ['work-hours'] as const,
  list: (companyId: number, filter: { year: number; status?: string; page: number; own: boolean }) =>
    ['work-hours', companyId, 'list', filter] as const,
  report: (companyId: number, year: number) => ['work-hours', companyId, 'report', year] as const,
};

export const mailingKeys = {
  all: ['mailings'] as const,
  list: (companyId: number, box: 'all' | 'received', page: number) => ['mailings', companyId, box, page] as const,
  recipients: (mailingId: number) => ['mailings', 'recipients', mailingId] as const,
};
