-- The logbook's sums by user, category and type follow every write to logbook_entries, in the
-- same statement (statement-level triggers over the transition tables), so totals read a few rows.
-- Rows are locked in key order; a group whose last entry goes is removed.
CREATE FUNCTION logbook_sums_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO logbook_sums AS s (user_id, aircraft_category, aircraft_type, entries, flights, landings_day, landings_night, se_minutes, me_minutes, multi_pilot_minutes, total_minutes, night_minutes, ifr_minutes, pic_minutes, copilot_minutes, dual_minutes, instructor_minutes, fstd_minutes)
      SELECT user_id, coalesce(aircraft_category, ''), coalesce(aircraft_type, ''),
        -count(*)::int,
        -(count(*) FILTER (WHERE departure_at IS NOT NULL))::int,
        -sum(landings_day)::int,
        -sum(landings_night)::int,
        -sum(se_minutes)::int,
        -sum(me_minutes)::int,
        -sum(multi_pilot_minutes)::int,
        -sum(total_minutes)::int,
        -sum(night_minutes)::int,
        -sum(ifr_minutes)::int,
        -sum(pic_minutes)::int,
        -sum(copilot_minutes)::int,
        -sum(dual_minutes)::int,
        -sum(instructor_minutes)::int,
        -sum(fstd_minutes)::int
      FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (user_id, aircraft_category, aircraft_type) DO UPDATE SET
        entries = s.entries + excluded.entries,
        flights = s.flights + excluded.flights,
        landings_day = s.landings_day + excluded.landings_day,
        landings_night = s.landings_night + excluded.landings_night,
        se_minutes = s.se_minutes + excluded.se_minutes,
        me_minutes = s.me_minutes + excluded.me_minutes,
        multi_pilot_minutes = s.multi_pilot_minutes + excluded.multi_pilot_minutes,
        total_minutes = s.total_minutes + excluded.total_minutes,
        night_minutes = s.night_minutes + excluded.night_minutes,
        ifr_minutes = s.ifr_minutes + excluded.ifr_minutes,
        pic_minutes = s.pic_minutes + excluded.pic_minutes,
        copilot_minutes = s.copilot_minutes + excluded.copilot_minutes,
        dual_minutes = s.dual_minutes + excluded.dual_minutes,
        instructor_minutes = s.instructor_minutes + excluded.instructor_minutes,
        fstd_minutes = s.fstd_minutes + excluded.fstd_minutes;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO logbook_sums AS s (user_id, aircraft_category, aircraft_type, entries, flights, landings_day, landings_night, se_minutes, me_minutes, multi_pilot_minutes, total_minutes, night_minutes, ifr_minutes, pic_minutes, copilot_minutes, dual_minutes, instructor_minutes, fstd_minutes)
      SELECT user_id, coalesce(aircraft_category, ''), coalesce(aircraft_type, ''),
        count(*)::int,
        (count(*) FILTER (WHERE departure_at IS NOT NULL))::int,
        sum(landings_day)::int,
        sum(landings_night)::int,
        sum(se_minutes)::int,
        sum(me_minutes)::int,
        sum(multi_pilot_minutes)::int,
        sum(total_minutes)::int,
        sum(night_minutes)::int,
        sum(ifr_minutes)::int,
        sum(pic_minutes)::int,
        sum(copilot_minutes)::int,
        sum(dual_minutes)::int,
        sum(instructor_minutes)::int,
        sum(fstd_minutes)::int
      FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (user_id, aircraft_category, aircraft_type) DO UPDATE SET
        entries = s.entries + excluded.entries,
        flights = s.flights + excluded.flights,
        landings_day = s.landings_day + excluded.landings_day,
        landings_night = s.landings_night + excluded.landings_night,
        se_minutes = s.se_minutes + excluded.se_minutes,
        me_minutes = s.me_minutes + excluded.me_minutes,
        multi_pilot_minutes = s.multi_pilot_minutes + excluded.multi_pilot_minutes,
        total_minutes = s.total_minutes + excluded.total_minutes,
        night_minutes = s.night_minutes + excluded.night_minutes,
        ifr_minutes = s.ifr_minutes + excluded.ifr_minutes,
        pic_minutes = s.pic_minutes + excluded.pic_minutes,
        copilot_minutes = s.copilot_minutes + excluded.copilot_minutes,
        dual_minutes = s.dual_minutes + excluded.dual_minutes,
        instructor_minutes = s.instructor_minutes + excluded.instructor_minutes,
        fstd_minutes = s.fstd_minutes + excluded.fstd_minutes;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM logbook_sums s WHERE s.entries = 0 AND s.user_id IN (SELECT DISTINCT user_id FROM old_rows);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER logbook_sums_insert AFTER INSERT ON logbook_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION logbook_sums_track();--> statement-breakpoint
CREATE TRIGGER logbook_sums_update AFTER UPDATE ON logbook_entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION logbook_sums_track();--> statement-breakpoint
CREATE TRIGGER logbook_sums_delete AFTER DELETE ON logbook_entries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION logbook_sums_track();--> statement-breakpoint
-- The entries written before the triggers existed.
INSERT INTO logbook_sums (user_id, aircraft_category, aircraft_type, entries, flights, landings_day, landings_night, se_minutes, me_minutes, multi_pilot_minutes, total_minutes, night_minutes, ifr_minutes, pic_minutes, copilot_minutes, dual_minutes, instructor_minutes, fstd_minutes)
  SELECT user_id, coalesce(aircraft_category, ''), coalesce(aircraft_type, ''),
        count(*)::int,
        (count(*) FILTER (WHERE departure_at IS NOT NULL))::int,
        sum(landings_day)::int,
        sum(landings_night)::int,
        sum(se_minutes)::int,
        sum(me_minutes)::int,
        sum(multi_pilot_minutes)::int,
        sum(total_minutes)::int,
        sum(night_minutes)::int,
        sum(ifr_minutes)::int,
        sum(pic_minutes)::int,
        sum(copilot_minutes)::int,
        sum(dual_minutes)::int,
        sum(instructor_minutes)::int,
        sum(fstd_minutes)::int
      FROM logbook_entries GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
