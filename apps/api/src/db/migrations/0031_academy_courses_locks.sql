-- A training record signed by both the instructor and the student is locked: neither it nor its
-- grades change or go (a correction is a new record naming it). Deletes cascading from a deleted
-- company, membership or enrolment pass.
CREATE FUNCTION academy_records_guard_locked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  IF OLD.instructor_signed_at IS NOT NULL AND OLD.student_signed_at IS NOT NULL THEN
    RAISE EXCEPTION 'training record % is signed by both and locked; record a correction', OLD.id USING ERRCODE = '55000';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
CREATE TRIGGER academy_records_locked BEFORE UPDATE OR DELETE ON academy_records FOR EACH ROW EXECUTE FUNCTION academy_records_guard_locked();
--> statement-breakpoint
CREATE FUNCTION academy_grades_guard_locked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  IF EXISTS (
    SELECT 1 FROM academy_records
      WHERE id IN (CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.record_id END, CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.record_id END)
        AND instructor_signed_at IS NOT NULL AND student_signed_at IS NOT NULL
  ) THEN
    RAISE EXCEPTION 'grades of a locked training record are never changed' USING ERRCODE = '55000';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
CREATE TRIGGER academy_grades_locked BEFORE INSERT OR UPDATE OR DELETE ON academy_grades FOR EACH ROW EXECUTE FUNCTION academy_grades_guard_locked();
--> statement-breakpoint
-- A published programme version never changes: courses and records rely on its lessons and exercises.
CREATE FUNCTION academy_versions_guard_published() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  IF OLD.status = 'published' THEN
    RAISE EXCEPTION 'published programme version % is never changed; edit the draft', OLD.id USING ERRCODE = '55000';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
CREATE TRIGGER academy_programme_versions_published BEFORE UPDATE OR DELETE ON academy_programme_versions FOR EACH ROW EXECUTE FUNCTION academy_versions_guard_published();
--> statement-breakpoint
CREATE FUNCTION academy_content_guard_published() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  IF EXISTS (
    SELECT 1 FROM academy_programme_versions
      WHERE id IN (CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.version_id END, CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.version_id END)
        AND status = 'published'
  ) THEN
    RAISE EXCEPTION 'the content of a published programme version is never changed' USING ERRCODE = '55000';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
CREATE TRIGGER academy_phases_published BEFORE INSERT OR UPDATE OR DELETE ON academy_phases FOR EACH ROW EXECUTE FUNCTION academy_content_guard_published();
--> statement-breakpoint
CREATE TRIGGER academy_lessons_published BEFORE INSERT OR UPDATE OR DELETE ON academy_lessons FOR EACH ROW EXECUTE FUNCTION academy_content_guard_published();
--> statement-breakpoint
CREATE TRIGGER academy_exercises_published BEFORE INSERT OR UPDATE OR DELETE ON academy_exercises FOR EACH ROW EXECUTE FUNCTION academy_content_guard_published();
