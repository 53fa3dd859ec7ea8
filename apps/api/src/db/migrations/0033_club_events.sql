CREATE TABLE "club_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer,
	"visible_to_roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"registration_deadline" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_events_company_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "club_events_span_check" CHECK ("club_events"."ends_at" > "club_events"."starts_at"),
	CONSTRAINT "club_events_capacity_check" CHECK ("club_events"."capacity" is null or "club_events"."capacity" >= 1),
	CONSTRAINT "club_events_roles_check" CHECK ("club_events"."visible_to_roles" <@ array['admin', 'accounting', 'instructor', 'student', 'crew', 'member']::text[])
);
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"status" text NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_registrations_status_check" CHECK ("event_registrations"."status" in ('registered', 'waiting', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "mailing_opt_outs" (
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mailing_opt_outs_company_id_user_id_pk" PRIMARY KEY("company_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "mailing_recipients" (
	"mailing_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"mail_id" integer,
	CONSTRAINT "mailing_recipients_mailing_id_membership_id_pk" PRIMARY KEY("mailing_id","membership_id"),
	CONSTRAINT "mailing_recipients_status_check" CHECK ("mailing_recipients"."status" in ('queued', 'sent', 'failed', 'unsubscribed'))
);
--> statement-breakpoint
CREATE TABLE "mailings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"essential" boolean DEFAULT false NOT NULL,
	"sender_user_id" integer,
	"sender_name" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mailings_company_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "mailings_roles_check" CHECK ("mailings"."roles" <@ array['admin', 'accounting', 'instructor', 'student', 'crew', 'member']::text[])
);
--> statement-breakpoint
CREATE TABLE "work_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"event_id" integer,
	"task" text DEFAULT '' NOT NULL,
	"worked_on" date NOT NULL,
	"minutes" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"review_note" text DEFAULT '' NOT NULL,
	"reviewed_by_user_id" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_hours_minutes_check" CHECK ("work_hours"."minutes" between 1 and 1440),
	CONSTRAINT "work_hours_status_check" CHECK ("work_hours"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "club_events" ADD CONSTRAINT "club_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_fk" FOREIGN KEY ("company_id","event_id") REFERENCES "public"."club_events"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_membership_fk" FOREIGN KEY ("company_id","membership_id") REFERENCES "public"."memberships"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailing_opt_outs" ADD CONSTRAINT "mailing_opt_outs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailing_opt_outs" ADD CONSTRAINT "mailing_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailing_recipients" ADD CONSTRAINT "mailing_recipients_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailing_recipients" ADD CONSTRAINT "mailing_recipients_mailing_fk" FOREIGN KEY ("company_id","mailing_id") REFERENCES "public"."mailings"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailing_recipients" ADD CONSTRAINT "mailing_recipients_membership_fk" FOREIGN KEY ("company_id","membership_id") REFERENCES "public"."memberships"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailings" ADD CONSTRAINT "mailings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailings" ADD CONSTRAINT "mailings_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_hours" ADD CONSTRAINT "work_hours_event_id_club_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."club_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_hours" ADD CONSTRAINT "work_hours_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_hours" ADD CONSTRAINT "work_hours_membership_fk" FOREIGN KEY ("company_id","membership_id") REFERENCES "public"."memberships"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_events_company_ends_idx" ON "club_events" USING btree ("company_id","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_member_unique" ON "event_registrations" USING btree ("event_id","membership_id");--> statement-breakpoint
CREATE INDEX "event_registrations_event_status_idx" ON "event_registrations" USING btree ("event_id","status","queued_at");--> statement-breakpoint
CREATE INDEX "event_registrations_membership_idx" ON "event_registrations" USING btree ("membership_id");--> statement-breakpoint
CREATE INDEX "mailing_recipients_membership_idx" ON "mailing_recipients" USING btree ("membership_id","mailing_id");--> statement-breakpoint
CREATE INDEX "mailings_company_sent_idx" ON "mailings" USING btree ("company_id","sent_at");--> statement-breakpoint
CREATE INDEX "work_hours_company_day_idx" ON "work_hours" USING btree ("company_id","worked_on");--> statement-breakpoint
CREATE INDEX "work_hours_membership_day_idx" ON "work_hours" USING btree ("membership_id","worked_on");