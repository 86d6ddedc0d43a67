-- The lock-date guard of journal_entries checks each statement's rows at once, as the lines'
-- triggers do: a rule run posts or removes 100,000 entries in a few statements, and a row trigger
-- cost one query per entry (a third of the time an entry took to write). An update, rare and
-- one entry at a time, keeps its row trigger, which also refuses a change of date.
CREATE OR REPLACE FUNCTION ledger_entry_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  locked date;
BEGIN
  SELECT lock_date INTO locked FROM businesses WHERE id = NEW.business_id;
  IF locked IS NOT NULL AND (OLD.date <= locked OR NEW.date <= locked) THEN
    RAISE EXCEPTION 'The books are locked up to %: nothing dated on or before it can change.', locked USING ERRCODE = 'LD002';
  END IF;
  IF NEW.date <> OLD.date THEN
    RAISE EXCEPTION 'An entry''s date cannot change; replace the entry instead.' USING ERRCODE = 'LD003';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE FUNCTION ledger_entries_written() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  locked date;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT b.lock_date INTO locked FROM new_entries e JOIN businesses b ON b.id = e.business_id WHERE e.date <= b.lock_date LIMIT 1;
  ELSE
    SELECT b.lock_date INTO locked FROM old_entries e JOIN businesses b ON b.id = e.business_id WHERE e.date <= b.lock_date LIMIT 1;
  END IF;
  IF FOUND THEN
    RAISE EXCEPTION 'The books are locked up to %: nothing dated on or before it can change.', locked USING ERRCODE = 'LD002';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER journal_entries_guard ON journal_entries;
--> statement-breakpoint
CREATE TRIGGER journal_entries_guard BEFORE UPDATE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entry_guard();
--> statement-breakpoint
CREATE TRIGGER journal_entries_after_insert AFTER INSERT ON journal_entries
  REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_written();
--> statement-breakpoint
CREATE TRIGGER journal_entries_after_delete AFTER DELETE ON journal_entries
  REFERENCING OLD TABLE AS old_entries FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_written();
