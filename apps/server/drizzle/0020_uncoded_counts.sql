CREATE TABLE "bank_uncoded_counts" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"lines" integer NOT NULL
);
--> statement-breakpoint
-- Statement triggers, so a rule run of 100,000 lines pays one grouped count, not a trigger per row.
CREATE FUNCTION bank_lines_inserted_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO bank_uncoded_counts (business_id, lines)
    SELECT business_id, count(*) FROM new_rows WHERE journal_entry_id IS NULL GROUP BY business_id
  ON CONFLICT (business_id) DO UPDATE SET lines = bank_uncoded_counts.lines + excluded.lines;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION bank_lines_deleted_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE bank_uncoded_counts c SET lines = c.lines - d.n
    FROM (SELECT business_id, count(*) AS n FROM old_rows WHERE journal_entry_id IS NULL GROUP BY business_id) d
    WHERE c.business_id = d.business_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION bank_lines_updated_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO bank_uncoded_counts (business_id, lines)
    SELECT business_id, sum(d)::int FROM (
      SELECT business_id, 1 AS d FROM new_rows WHERE journal_entry_id IS NULL
      UNION ALL
      SELECT business_id, -1 FROM old_rows WHERE journal_entry_id IS NULL
    ) x GROUP BY business_id HAVING sum(d) <> 0
  ON CONFLICT (business_id) DO UPDATE SET lines = bank_uncoded_counts.lines + excluded.lines;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER bank_transactions_count_insert AFTER INSERT ON bank_transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bank_lines_inserted_count();--> statement-breakpoint
CREATE TRIGGER bank_transactions_count_delete AFTER DELETE ON bank_transactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bank_lines_deleted_count();--> statement-breakpoint
CREATE TRIGGER bank_transactions_count_update AFTER UPDATE ON bank_transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bank_lines_updated_count();--> statement-breakpoint
INSERT INTO bank_uncoded_counts (business_id, lines)
  SELECT business_id, count(*) FROM bank_transactions WHERE journal_entry_id IS NULL GROUP BY business_id;
