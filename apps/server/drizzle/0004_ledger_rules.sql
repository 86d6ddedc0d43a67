-- The ledger's rules, held by the database as well as the domain code:
--  * an entry's lines sum to zero (all lines of an entry are written in one statement);
--  * nothing dated on or before the business's lock date is written or removed;
--  * lines are never updated: recoding replaces the entry;
--  * account_month_balances always equals the sum of the lines, in the same transaction.

CREATE FUNCTION ledger_lines_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bad record;
BEGIN
  SELECT n.entry_id, b.lock_date INTO bad
  FROM new_rows n JOIN businesses b ON b.id = n.business_id
  WHERE b.lock_date IS NOT NULL AND n.date <= b.lock_date LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'The books are locked up to %: nothing dated on or before it can change.', bad.lock_date USING ERRCODE = 'LD002';
  END IF;

  SELECT t.entry_id, t.total INTO bad FROM (
    SELECT l.entry_id, sum(l.amount) AS total
    FROM journal_lines l WHERE l.entry_id IN (SELECT DISTINCT entry_id FROM new_rows)
    GROUP BY l.entry_id
  ) t WHERE t.total <> 0 LIMIT 1;
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
CREATE FUNCTION ledger_lines_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
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
  SELECT t.entry_id, t.total INTO bad FROM (
    SELECT l.entry_id, sum(l.amount) AS total
    FROM journal_lines l WHERE l.entry_id IN (SELECT DISTINCT entry_id FROM old_rows)
    GROUP BY l.entry_id
  ) t WHERE t.total <> 0 LIMIT 1;
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
--> statement-breakpoint
CREATE FUNCTION ledger_lines_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Journal lines cannot be changed; replace the entry instead.' USING ERRCODE = 'LD003';
END $$;
--> statement-breakpoint
CREATE FUNCTION ledger_entry_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  locked date;
BEGIN
  SELECT lock_date INTO locked FROM businesses WHERE id = COALESCE(NEW.business_id, OLD.business_id);
  IF locked IS NOT NULL AND ((TG_OP <> 'INSERT' AND OLD.date <= locked) OR (TG_OP <> 'DELETE' AND NEW.date <= locked)) THEN
    RAISE EXCEPTION 'The books are locked up to %: nothing dated on or before it can change.', locked USING ERRCODE = 'LD002';
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.date <> OLD.date THEN
    RAISE EXCEPTION 'An entry''s date cannot change; replace the entry instead.' USING ERRCODE = 'LD003';
  END IF;
  RETURN COALESCE(NEW, OLD);
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_lines_after_insert AFTER INSERT ON journal_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_lines_inserted();
--> statement-breakpoint
CREATE TRIGGER journal_lines_after_delete AFTER DELETE ON journal_lines
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_lines_deleted();
--> statement-breakpoint
CREATE TRIGGER journal_lines_no_update BEFORE UPDATE ON journal_lines
  FOR EACH ROW EXECUTE FUNCTION ledger_lines_immutable();
--> statement-breakpoint
CREATE TRIGGER journal_entries_guard BEFORE INSERT OR UPDATE OR DELETE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entry_guard();
