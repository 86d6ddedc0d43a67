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
--> statement-breakpoint
-- The lines' balance check reads only the statement's own lines. Every statement leaves each entry
-- balanced (these triggers see to it from the first line on), so after an insert an entry still
-- balances exactly when its new lines sum to zero, and after a delete when the removed ones do:
-- no reading back of every line of the entries touched (300,000 lines for a recode of 100,000).
CREATE OR REPLACE FUNCTION ledger_lines_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bad record;
BEGIN
  SELECT n.entry_id, b.lock_date INTO bad
  FROM new_rows n JOIN businesses b ON b.id = n.business_id
  WHERE b.lock_date IS NOT NULL AND n.date <= b.lock_date LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'The books are locked up to %: nothing dated on or before it can change.', bad.lock_date USING ERRCODE = 'LD002';
  END IF;

  SELECT entry_id, sum(amount) AS total INTO bad FROM new_rows GROUP BY entry_id HAVING sum(amount) <> 0 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'Journal entry % does not balance (off by % cents).', bad.entry_id, bad.total USING ERRCODE = 'LD001';
  END IF;

  INSERT INTO account_month_balances AS b (business_id, account_id, month, amount, line_count)
  SELECT business_id, account_id, date_trunc('month', date)::date, sum(amount), count(*)
  FROM new_rows GROUP BY 1, 2, 3
  ON CONFLICT (business_id, account_id, month)
  DO UPDATE SET amount = b.amount + excluded.amount, line_count = b.line_count + excluded.line_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_lines_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bad record;
BEGIN
  SELECT o.entry_id, b.lock_date INTO bad
  FROM old_rows o JOIN businesses b ON b.id = o.business_id
  WHERE b.lock_date IS NOT NULL AND o.date <= b.lock_date LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'The books are locked up to %: nothing dated on or before it can change.', bad.lock_date USING ERRCODE = 'LD002';
  END IF;

  -- Removing some lines of an entry that stays would unbalance it.
  SELECT entry_id, -sum(amount) AS total INTO bad FROM old_rows GROUP BY entry_id HAVING sum(amount) <> 0 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'Journal entry % does not balance (off by % cents).', bad.entry_id, bad.total USING ERRCODE = 'LD001';
  END IF;

  UPDATE account_month_balances b
  SET amount = b.amount - d.amount, line_count = b.line_count - d.n
  FROM (
    SELECT business_id, account_id, date_trunc('month', date)::date AS month, sum(amount) AS amount, count(*) AS n
    FROM old_rows GROUP BY 1, 2, 3
  ) d
  WHERE b.business_id = d.business_id AND b.account_id = d.account_id AND b.month = d.month;
  DELETE FROM account_month_balances WHERE line_count = 0;
  RETURN NULL;
END $$;
