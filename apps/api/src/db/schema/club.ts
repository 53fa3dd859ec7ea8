import { EVENT_REGISTRATION_STATUSES, MAILING_RECIPIENT_STATUSES, ROLES, WORK_HOUR_STATUSES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, memberships } from './companies';
import { users } from './identity';
import { allOf, oneOf } from './one-of';
import { mailOutbox } from './platform';

/**
 * A club event (work day, general assembly, theory evening). `capacity` null: no limit. The
 * registrations of one event are written with its row locked (`select … for update`), so concurrent
 * registrations for the last seat queue and exactly `capacity` are registered.
 */
export const clubEvents = pgTable(
  'club_events',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    place: text('place').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity'),
    /** Empty: every member sees it; else members holding one of the roles (and admins). */
    visibleToRoles: text('visible_to_roles', { enum: ROLES }).array().notNull().default(sql`'{}'::text[]`),
    registrationDeadline: timestamp('registration_deadline', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('club_events_company_id_unique').on(t.companyId, t.id),
    index('club_events_company_ends_idx').on(t.companyId, t.endsAt),
    check('club_events_span_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('club_events_capacity_check', sql`${t.capacity} is null or ${t.capacity} >= 1`),
    check('club_events_roles_check', allOf(t.visibleToRoles, ROLES)),
  ],
);

/** A member's answer to an event: registered, on the waiting list (in `queued_at` order) or declined. */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    eventId: integer('event_id').notNull(),
    membershipId: integer('membership_id').notNull(),
    status: text('status', { enum: EVENT_REGISTRATION_STATUSES }).notNull(),
    /** When the member asked for a seat: the waiting list's order. */
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'event_registrations_event_fk',
      columns: [t.companyId, t.eventId],
      foreignColumns: [clubEvents.companyId, clubEvents.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'event_registrations_membership_fk',
      columns: [t.companyId, t.membershipId],
      foreignColumns: [memberships.companyId, memberships.id],
    }).onDelete('cascade'),
    uniqueIndex('event_registrations_member_unique').on(t.eventId, t.membershipId),
    index('event_registrations_event_status_idx').on(t.eventId, t.status, t.queuedAt),
    index('event_registrations_membership_idx').on(t.membershipId),
    check('event_registrations_status_check', oneOf(t.status, EVENT_REGISTRATION_STATUSES)),
  ],
);

/** Hours a member worked for the club (Arbeitsstunden), for an event or a task, approved by an admin. */
export const workHours = pgTable(
  'work_hours',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    membershipId: integer('membership_id').notNull(),
    /** The event worked for (checked to be the company's own); a deleted event leaves the hours with their task. */
    eventId: integer('event_id').references(() => clubEvents.id, { onDelete: 'set null' }),
    task: text('task').notNull().default(''),
    workedOn: date('worked_on', { mode: 'string' }).notNull(),
    minutes: integer('minutes').notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: WORK_HOUR_STATUSES }).notNull().default('pending'),
    reviewNote: text('review_note').notNull().default(''),
    reviewedByUserId: integer('reviewed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'work_hours_membership_fk',
      columns: [t.companyId, t.membershipId],
      foreignColumns: [memberships.companyId, memberships.id],
    }).onDelete('cascade'),
    index('work_hours_company_day_idx').on(t.companyId, t.workedOn),
    index('work_hours_membership_day_idx').on(t.membershipId, t.workedOn),
    check('work_hours_minutes_check', sql`${t.minutes} between 1 and 1440`),
    check('work_hours_status_check', oneOf(t.status, WORK_HOUR_STATUSES)),
  ],
);

/** A member mail (Rundmail) as it was sent: to every member or to the named roles. */
export const mailings = pgTable(
  'mailings',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    roles: text('roles', { enum: ROLES }).array().notNull().default(sql`'{}'::text[]`),
    essential: boolean('essential').notNull().default(false),
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    senderName: text('sender_name').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('mailings_company_id_unique').on(t.companyId, t.id),
    index('mailings_company_sent_idx').on(t.companyId, t.sentAt),
    check('mailings_roles_check', allOf(t.roles, ROLES)),
  ],
);

/** One recipient of a mailing; its delivery state is its outbox row's (`sent_at`, `error`). */
export const mailingRecipients = pgTable(
  'mailing_recipients',
  {
    mailingId: integer('mailing_id').notNull(),
    companyId: integer('company_id').notNull(),
    membershipId: integer('membership_id').notNull(),
    /** `queued` until the outbox row is written; `unsubscribed` members get no mail but still see it in the app. */
    status: text('status', { enum: MAILING_RECIPIENT_STATUSES }).notNull().default('queued'),
    mailId: integer('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.mailingId, t.membershipId] }),
    foreignKey({
      name: 'mailing_recipients_mailing_fk',
      columns: [t.companyId, t.mailingId],
      foreignColumns: [mailings.companyId, mailings.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'mailing_recipients_membership_fk',
      columns: [t.companyId, t.membershipId],
      foreignColumns: [memberships.companyId, memberships.id],
    }).onDelete('cascade'),
    index('mailing_recipients_membership_idx').on(t.membershipId, t.mailingId),
    check('mailing_recipients_status_check', oneOf(t.status, MAILING_RECIPIENT_STATUSES)),
  ],
);

/** Members who asked for no more non-essential member mail of a company (the unsubscribe link). */
export const mailingOptOuts = pgTable(
  'mailing_opt_outs',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] })],
);
