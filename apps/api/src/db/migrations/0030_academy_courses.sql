CREATE TABLE "academy_attendance" (
	"company_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"enrolment_id" integer NOT NULL,
	"present" boolean NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "academy_attendance_session_id_enrolment_id_pk" PRIMARY KEY("session_id","enrolment_id")
);
--> statement-breakpoint
CREATE TABLE "academy_booking_lessons" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"enrolment_id" integer NOT NULL,
	"lesson_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "academy_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"programme_version_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "academy_courses_company_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "academy_courses_dates_check" CHECK ("academy_courses"."ends_on" is null or "academy_courses"."ends_on" >= "academy_courses"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "academy_enrolments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"instructor_membership_id" integer,
	"starts_on" date NOT NULL,
	"planned_end_on" date,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "academy_enrolments_company_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "academy_enrolments_course_student_unique" UNIQUE("course_id","membership_id"),
	CONSTRAINT "academy_enrolments_status_check" CHECK ("academy_enrolments"."status" in ('active', 'completed', 'withdrawn')),
	CONSTRAINT "academy_enrolments_dates_check" CHECK ("academy_enrolments"."planned_end_on" is null or "academy_enrolments"."planned_end_on" >= "academy_enrolments"."starts_on"),
	CONSTRAINT "academy_enrolments_instructor_check" CHECK ("academy_enrolments"."instructor_membership_id" is distinct from "academy_enrolments"."membership_id")
);
--> statement-breakpoint
CREATE TABLE "academy_exercises" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "academy_exercises_lesson_id_unique" UNIQUE("lesson_id","id"),
	CONSTRAINT "academy_exercises_position_unique" UNIQUE("lesson_id","position")
);
--> statement-breakpoint
CREATE TABLE "academy_grades" (
	"record_id" integer NOT NULL,
	"exercise_id" integer NOT NULL,
	"grade" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	CONSTRAINT "academy_grades_record_id_exercise_id_pk" PRIMARY KEY("record_id","exercise_id"),
	CONSTRAINT "academy_grades_grade_check" CHECK ("academy_grades"."grade" in ('1', '2', '3', '4', '5', 'not_yet', 'satisfactory', 'proficient'))
);
--> statement-breakpoint
CREATE TABLE "academy_lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"phase_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"briefing_minutes" integer DEFAULT 0 NOT NULL,
	"flight_minutes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "academy_lessons_version_id_unique" UNIQUE("version_id","id"),
	CONSTRAINT "academy_lessons_position_unique" UNIQUE("phase_id","position"),
	CONSTRAINT "academy_lessons_kind_check" CHECK ("academy_lessons"."kind" in ('dual', 'solo')),
	CONSTRAINT "academy_lessons_minutes_check" CHECK ("academy_lessons"."briefing_minutes" >= 0 and "academy_lessons"."flight_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "academy_phases" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "academy_phases_version_id_unique" UNIQUE("version_id","id"),
	CONSTRAINT "academy_phases_position_unique" UNIQUE("version_id","position")
);
--> statement-breakpoint
CREATE TABLE "academy_programme_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"programme_id" integer NOT NULL,
	"number" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"theory_subjects" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "academy_programme_versions_company_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "academy_programme_versions_number_unique" UNIQUE("programme_id","number"),
	CONSTRAINT "academy_programme_versions_status_check" CHECK ("academy_programme_versions"."status" in ('draft', 'published')),
	CONSTRAINT "academy_programme_versions_published_check" CHECK (("academy_programme_versions"."status" = 'published') = ("academy_programme_versions"."published_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "academy_programmes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "academy_programmes_company_id_unique" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "academy_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"enrolment_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"flight_id" integer NOT NULL,
	"instructor_membership_id" integer NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"instructor_signed_at" timestamp with time zone,
	"student_signed_at" timestamp with time zone,
	"corrects_record_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "academy_theory_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"subject" smallint NOT NULL,
	"topic" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"instructor_membership_id" integer,
	"location" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "academy_theory_sessions_company_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "academy_theory_sessions_subject_check" CHECK ("academy_theory_sessions"."subject" in (10, 20, 30, 40, 50, 60, 70, 80, 90)),
	CONSTRAINT "academy_theory_sessions_span_check" CHECK ("academy_theory_sessions"."ends_at" > "academy_theory_sessions"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "academy_attendance" ADD CONSTRAINT "academy_attendance_session_fk" FOREIGN KEY ("company_id","session_id") REFERENCES "public"."academy_theory_sessions"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_attendance" ADD CONSTRAINT "academy_attendance_enrolment_fk" FOREIGN KEY ("company_id","enrolment_id") REFERENCES "public"."academy_enrolments"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_booking_lessons" ADD CONSTRAINT "academy_booking_lessons_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_booking_lessons" ADD CONSTRAINT "academy_booking_lessons_lesson_id_academy_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."academy_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_booking_lessons" ADD CONSTRAINT "academy_booking_lessons_enrolment_fk" FOREIGN KEY ("company_id","enrolment_id") REFERENCES "public"."academy_enrolments"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_courses" ADD CONSTRAINT "academy_courses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_courses" ADD CONSTRAINT "academy_courses_version_fk" FOREIGN KEY ("company_id","programme_version_id") REFERENCES "public"."academy_programme_versions"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_enrolments" ADD CONSTRAINT "academy_enrolments_course_fk" FOREIGN KEY ("company_id","course_id") REFERENCES "public"."academy_courses"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_enrolments" ADD CONSTRAINT "academy_enrolments_student_fk" FOREIGN KEY ("company_id","membership_id") REFERENCES "public"."memberships"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_enrolments" ADD CONSTRAINT "academy_enrolments_instructor_fk" FOREIGN KEY ("company_id","instructor_membership_id") REFERENCES "public"."memberships"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_exercises" ADD CONSTRAINT "academy_exercises_lesson_fk" FOREIGN KEY ("version_id","lesson_id") REFERENCES "public"."academy_lessons"("version_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_grades" ADD CONSTRAINT "academy_grades_record_id_academy_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."academy_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_grades" ADD CONSTRAINT "academy_grades_exercise_id_academy_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."academy_exercises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_lessons" ADD CONSTRAINT "academy_lessons_phase_fk" FOREIGN KEY ("version_id","phase_id") REFERENCES "public"."academy_phases"("version_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_phases" ADD CONSTRAINT "academy_phases_version_fk" FOREIGN KEY ("company_id","version_id") REFERENCES "public"."academy_programme_versions"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_programme_versions" ADD CONSTRAINT "academy_programme_versions_programme_fk" FOREIGN KEY ("company_id","programme_id") REFERENCES "public"."academy_programmes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_programmes" ADD CONSTRAINT "academy_programmes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_records" ADD CONSTRAINT "academy_records_lesson_id_academy_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."academy_lessons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_records" ADD CONSTRAINT "academy_records_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_records" ADD CONSTRAINT "academy_records_corrects_record_id_academy_records_id_fk" FOREIGN KEY ("corrects_record_id") REFERENCES "public"."academy_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_records" ADD CONSTRAINT "academy_records_enrolment_fk" FOREIGN KEY ("company_id","enrolment_id") REFERENCES "public"."academy_enrolments"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_records" ADD CONSTRAINT "academy_records_instructor_fk" FOREIGN KEY ("company_id","instructor_membership_id") REFERENCES "public"."memberships"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_theory_sessions" ADD CONSTRAINT "academy_theory_sessions_course_fk" FOREIGN KEY ("company_id","course_id") REFERENCES "public"."academy_courses"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_theory_sessions" ADD CONSTRAINT "academy_theory_sessions_instructor_fk" FOREIGN KEY ("company_id","instructor_membership_id") REFERENCES "public"."memberships"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "academy_booking_lessons_enrolment_idx" ON "academy_booking_lessons" USING btree ("enrolment_id");--> statement-breakpoint
CREATE INDEX "academy_courses_company_idx" ON "academy_courses" USING btree ("company_id","starts_on");--> statement-breakpoint
CREATE INDEX "academy_enrolments_student_idx" ON "academy_enrolments" USING btree ("membership_id");--> statement-breakpoint
CREATE INDEX "academy_enrolments_instructor_idx" ON "academy_enrolments" USING btree ("instructor_membership_id");--> statement-breakpoint
CREATE UNIQUE INDEX "academy_programme_versions_one_draft" ON "academy_programme_versions" USING btree ("programme_id") WHERE "academy_programme_versions"."status" = 'draft';--> statement-breakpoint
CREATE UNIQUE INDEX "academy_records_corrects_unique" ON "academy_records" USING btree ("corrects_record_id");--> statement-breakpoint
CREATE INDEX "academy_records_enrolment_idx" ON "academy_records" USING btree ("enrolment_id","created_at");--> statement-breakpoint
CREATE INDEX "academy_records_flight_idx" ON "academy_records" USING btree ("flight_id");--> statement-breakpoint
CREATE INDEX "academy_theory_sessions_course_idx" ON "academy_theory_sessions" USING btree ("course_id","starts_at");