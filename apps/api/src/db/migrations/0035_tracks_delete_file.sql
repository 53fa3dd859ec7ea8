-- A track's original file goes with the track, also when the flight, the logbook line or the user
-- it belongs to is deleted (cascades delete the track row, not the file it points to).
CREATE FUNCTION tracks_delete_file() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM stored_files WHERE id = OLD.file_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER tracks_delete_file AFTER DELETE ON tracks FOR EACH ROW EXECUTE FUNCTION tracks_delete_file();
