-- A run writes up to 100,000 run lines in a few statements, and the foreign key checked each row
-- with a query of its own (0.8 s of a 100,000-line recode). As for the ledger (0012, ADR 0008),
-- one check per statement: the statement's runs exist, locked FOR KEY SHARE as the key locked
-- them; a run removed takes its lines, as the key's cascade did.
ALTER TABLE "coding_run_lines" DROP CONSTRAINT "coding_run_lines_run_id_coding_runs_id_fk";--> statement-breakpoint
CREATE OR REPLACE FUNCTION coding_run_lines_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  missing uuid;
BEGIN
  SELECT n.run_id INTO missing FROM (SELECT DISTINCT run_id FROM new_rows) n
  WHERE NOT EXISTS (SELECT 1 FROM coding_runs r WHERE r.id = n.run_id) LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'Run line of coding run %, which does not exist.', missing USING ERRCODE = '23503';
  END IF;
  PERFORM 1 FROM coding_runs WHERE id IN (SELECT run_id FROM new_rows) FOR KEY SHARE;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER coding_run_lines_after_insert AFTER INSERT ON coding_run_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION coding_run_lines_inserted();--> statement-breakpoint
CREATE OR REPLACE FUNCTION coding_runs_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM coding_run_lines l USING old_runs r WHERE l.run_id = r.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER coding_runs_after_delete AFTER DELETE ON coding_runs
  REFERENCING OLD TABLE AS old_runs FOR EACH STATEMENT EXECUTE FUNCTION coding_runs_deleted();
