CREATE TABLE "academy_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"text" text NOT NULL,
	"correct" boolean DEFAULT false NOT NULL,
	CONSTRAINT "academy_answers_question_id_unique" UNIQUE("question_id","id"),
	CONSTRAINT "academy_answers_position_unique" UNIQUE("question_id","position"),
	CONSTRAINT "academy_answers_position_check" CHECK ("academy_answers"."position" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "academy_attempt_answers" (
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer_id" integer NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "academy_attempt_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "academy_attempt_questions" (
	"company_id" integer NOT NULL,
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "academy_attempt_questions_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id"),
	CONSTRAINT "academy_attempt_questions_position_unique" UNIQUE("attempt_id","position")
);
--> statement-breakpoint
CREATE TABLE "academy_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"score_percent" integer,
	"passed" boolean,
	"by_subject" jsonb,
	CONSTRAINT "academy_attempts_company_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "academy_attempts_expiry_check" CHECK ("academy_attempts"."expires_at" > "academy_attempts"."started_at"),
	CONSTRAINT "academy_attempts_scored_check" CHECK (("academy_attempts"."submitted_at" is null) = ("academy_attempts"."score_percent" is null) and ("academy_attempts"."submitted_at" is null) = ("academy_attempts"."passed" is null)
        and ("academy_attempts"."submitted_at" is null) = ("academy_attempts"."by_subject" is null) and "academy_attempts"."score_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "academy_questionnaire_draws" (
	"company_id" integer NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"subject" smallint,
	"count" integer NOT NULL,
	CONSTRAINT "academy_questionnaire_draws_subject_unique" UNIQUE NULLS NOT DISTINCT("questionnaire_id","subject"),
	CONSTRAINT "academy_questionnaire_draws_subject_check" CHECK ("academy_questionnaire_draws"."subject" is null or "academy_questionnaire_draws"."subject" in (10, 20, 30, 40, 50, 60, 70, 80, 90)),
	CONSTRAINT "academy_questionnaire_draws_count_check" CHECK ("academy_questionnaire_draws"."count" between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "academy_questionnaire_questions" (
	"company_id" integer NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "academy_questionnaire_questions_questionnaire_id_question_id_pk" PRIMARY KEY("questionnaire_id","question_id"),
	CONSTRAINT "academy_questionnaire_questions_position_unique" UNIQUE("questionnaire_id","position")
);
--> statement-breakpoint
CREATE TABLE "academy_questionnaires" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"title" text NOT NULL,
	"time_limit_minutes" integer NOT NULL,
	"pass_mark_percent" integer DEFAULT 75 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "academy_questionnaires_company_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "academy_questionnaires_time_check" CHECK ("academy_questionnaires"."time_limit_minutes" between 1 and 600),
	CONSTRAINT "academy_questionnaires_pass_mark_check" CHECK ("academy_questionnaires"."pass_mark_percent" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "academy_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"subject" smallint NOT NULL,
	"learning_objective" text DEFAULT '' NOT NULL,
	"text" text NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "academy_questions_company_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "academy_questions_subject_check" CHECK ("academy_questions"."subject" in (10, 20, 30, 40, 50, 60, 70, 80, 90))
);
--> statement-breakpoint
ALTER TABLE "academy_answers" ADD CONSTRAINT "academy_answers_question_fk" FOREIGN KEY ("company_id","question_id") REFERENCES "public"."academy_questions"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_attempt_answers" ADD CONSTRAINT "academy_attempt_answers_question_fk" FOREIGN KEY ("attempt_id","question_id") REFERENCES "public"."academy_attempt_questions"("attempt_id","question_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_attempt_answers" ADD CONSTRAINT "academy_attempt_answers_answer_fk" FOREIGN KEY ("question_id","answer_id") REFERENCES "public"."academy_answers"("question_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_attempt_questions" ADD CONSTRAINT "academy_attempt_questions_attempt_fk" FOREIGN KEY ("company_id","attempt_id") REFERENCES "public"."academy_attempts"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_attempt_questions" ADD CONSTRAINT "academy_attempt_questions_question_fk" FOREIGN KEY ("company_id","question_id") REFERENCES "public"."academy_questions"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_attempts" ADD CONSTRAINT "academy_attempts_questionnaire_fk" FOREIGN KEY ("company_id","questionnaire_id") REFERENCES "public"."academy_questionnaires"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_attempts" ADD CONSTRAINT "academy_attempts_membership_fk" FOREIGN KEY ("company_id","membership_id") REFERENCES "public"."memberships"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_questionnaire_draws" ADD CONSTRAINT "academy_questionnaire_draws_questionnaire_fk" FOREIGN KEY ("company_id","questionnaire_id") REFERENCES "public"."academy_questionnaires"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_questionnaire_questions" ADD CONSTRAINT "academy_questionnaire_questions_questionnaire_fk" FOREIGN KEY ("company_id","questionnaire_id") REFERENCES "public"."academy_questionnaires"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_questionnaire_questions" ADD CONSTRAINT "academy_questionnaire_questions_question_fk" FOREIGN KEY ("company_id","question_id") REFERENCES "public"."academy_questions"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_questionnaires" ADD CONSTRAINT "academy_questionnaires_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_questions" ADD CONSTRAINT "academy_questions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "academy_answers_one_correct" ON "academy_answers" USING btree ("question_id") WHERE "academy_answers"."correct";--> statement-breakpoint
CREATE UNIQUE INDEX "academy_attempts_one_open" ON "academy_attempts" USING btree ("questionnaire_id","membership_id") WHERE "academy_attempts"."submitted_at" is null;--> statement-breakpoint
CREATE INDEX "academy_attempts_member_idx" ON "academy_attempts" USING btree ("company_id","membership_id","questionnaire_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "academy_attempts_questionnaire_idx" ON "academy_attempts" USING btree ("company_id","questionnaire_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "academy_questions_subject_idx" ON "academy_questions" USING btree ("company_id","subject");--> statement-breakpoint
-- At commit, every question written in the transaction has four answers, exactly one of them correct
-- (the partial unique index refuses a second correct answer at once; this refuses too few).
CREATE FUNCTION academy_check_question() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  question integer := (to_jsonb(NEW) ->> TG_ARGV[0])::integer;
  answers integer;
  correct integer;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM academy_questions WHERE id = question) THEN
    RETURN NULL;
  END IF;
  SELECT count(*), count(*) FILTER (WHERE academy_answers.correct) INTO answers, correct
    FROM academy_answers WHERE question_id = question;
  IF answers <> 4 OR correct <> 1 THEN
    RAISE EXCEPTION 'question % has % answers, % correct', question, answers, correct
      USING ERRCODE = '23514', CONSTRAINT = 'academy_questions_complete';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER academy_answers_complete AFTER INSERT OR UPDATE ON academy_answers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION academy_check_question('question_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER academy_questions_complete AFTER INSERT ON academy_questions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION academy_check_question('id');
