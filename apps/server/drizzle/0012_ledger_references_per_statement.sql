ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_business_id_businesses_id_fk";
--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_created_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "journal_lines" DROP CONSTRAINT "journal_lines_entry_id_journal_entries_id_fk";
--> statement-breakpoint
ALTER TABLE "journal_lines" DROP CONSTRAINT "journal_lines_account_id_accounts_id_fk";
--> statement-breakpoint
-- The ledger's references are checked once per statement instead of once per row (ADR 0008):
-- a rule run or a recode writes 300,000 lines and 100,000 entries in a few statements, and the
-- foreign keys' row checks were more than half of that time. The statement check is stricter than the keys were: a
-- line's entry must be of the same business and date, and its account of that business's chart.
-- Concurrent removal is kept out as before: an entry is removed only under its business's ledger
-- lock, which every posting holds, and the accounts a statement uses are locked FOR KEY SHARE.
CREATE OR REPLACE FUNCTION ledger_lines_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bad record;
BEGIN
  -- Joined on the id alone: the entries just written have no statistics yet, and with the business
  -- and date in the join the planner read every entry of a day per line instead of the key.
  SELECT n.entry_id INTO bad
  FROM (SELECT DISTINCT entry_id, business_id, date FROM new_rows) n LEFT JOIN journal_entries e ON e.id = n.entry_id
  WHERE e.id IS NULL OR e.business_id <> n.business_id OR e.date <> n.date
  LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'Journal line of entry % has no such entry of its business and date.', bad.entry_id USING ERRCODE = '23503';
  END IF;

  SELECT n.account_id INTO bad
  FROM (SELECT DISTINCT business_id, account_id FROM new_rows) n
  WHERE NOT EXISTS (
    SELECT 1 FROM accounts a JOIN charts c ON c.id = a.chart_id WHERE a.id = n.account_id AND c.business_id = n.business_id)
  LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'Journal line names account %, which is not in its business''s chart.', bad.account_id USING ERRCODE = '23503';
  END IF;
  PERFORM 1 FROM accounts WHERE id IN (SELECT DISTINCT account_id FROM new_rows) FOR KEY SHARE;

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
-- An entry's business and author exist (locked FOR KEY SHARE, as the keys locked them), and its
-- lines go with it, as the key's cascade did. The app removes lines first, so on its own paths the
-- delete finds none.
CREATE OR REPLACE FUNCTION ledger_entries_written() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  locked date;
  missing uuid;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT n.business_id INTO missing FROM (SELECT DISTINCT business_id FROM new_entries) n
    WHERE NOT EXISTS (SELECT 1 FROM businesses b WHERE b.id = n.business_id) LIMIT 1;
    IF FOUND THEN
      RAISE EXCEPTION 'Journal entry of business %, which does not exist.', missing USING ERRCODE = '23503';
    END IF;
    SELECT n.created_by INTO missing FROM (SELECT DISTINCT created_by FROM new_entries WHERE created_by IS NOT NULL) n
    WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = n.created_by) LIMIT 1;
    IF FOUND THEN
      RAISE EXCEPTION 'Journal entry by user %, who does not exist.', missing USING ERRCODE = '23503';
    END IF;
    PERFORM 1 FROM businesses WHERE id IN (SELECT business_id FROM new_entries) FOR KEY SHARE;
    PERFORM 1 FROM users WHERE id IN (SELECT created_by FROM new_entries) FOR KEY SHARE;
    SELECT b.lock_date INTO locked FROM new_entries e JOIN businesses b ON b.id = e.business_id WHERE e.date <= b.lock_date LIMIT 1;
  ELSE
    SELECT b.lock_date INTO locked FROM old_entries e JOIN businesses b ON b.id = e.business_id WHERE e.date <= b.lock_date LIMIT 1;
  END IF;
  IF FOUND THEN
    RAISE EXCEPTION 'The books are locked up to %: nothing dated on or before it can change.', locked USING ERRCODE = 'LD002';
  END IF;
  IF TG_OP = 'DELETE' THEN
    DELETE FROM journal_lines l USING old_entries e WHERE l.entry_id = e.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An account with lines cannot go, as the foreign key refused. An account whose chart went in the
-- same statement belongs to a business being removed, whose lines go with its entries.
CREATE FUNCTION accounts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  used uuid;
BEGIN
  SELECT a.id INTO used FROM old_accounts a JOIN charts c ON c.id = a.chart_id
  WHERE EXISTS (SELECT 1 FROM journal_lines l WHERE l.business_id = c.business_id AND l.account_id = a.id) LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'Account % has journal lines and cannot be removed.', used USING ERRCODE = '23503';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER accounts_after_delete AFTER DELETE ON accounts
  REFERENCING OLD TABLE AS old_accounts FOR EACH STATEMENT EXECUTE FUNCTION accounts_deleted();
--> statement-breakpoint
-- A business removed takes its entries (and they their lines); a user removed leaves their
-- entries without an author: what the entries' foreign keys did.
CREATE FUNCTION ledger_parents_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'businesses' THEN
    DELETE FROM journal_entries e USING old_parents p WHERE e.business_id = p.id;
  ELSE
    UPDATE journal_entries e SET created_by = NULL FROM old_parents p WHERE e.created_by = p.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER businesses_after_delete AFTER DELETE ON businesses
  REFERENCING OLD TABLE AS old_parents FOR EACH STATEMENT EXECUTE FUNCTION ledger_parents_deleted();
--> statement-breakpoint
CREATE TRIGGER users_after_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_parents FOR EACH STATEMENT EXECUTE FUNCTION ledger_parents_deleted();
