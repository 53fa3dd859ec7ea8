CREATE TABLE "discarded_objects" (
	"object_key" text PRIMARY KEY NOT NULL,
	"discarded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Every way a stored file's row goes (its owner deleting it, or a cascade from its company) queues its
-- S3 object in the same transaction; statement-level over the transition table, so a company's
-- thousand files are one insert.
CREATE FUNCTION stored_files_discard_objects() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO discarded_objects (object_key)
    SELECT object_key FROM old_rows WHERE object_key IS NOT NULL
    ON CONFLICT (object_key) DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER stored_files_discard_objects AFTER DELETE ON stored_files
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stored_files_discard_objects();
