CREATE TABLE "bank_reconciliations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"statement_date" date NOT NULL,
	"statement_balance" bigint NOT NULL,
	"line_count" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD COLUMN "reconciliation_id" uuid;--> statement-breakpoint
ALTER TABLE "import_batches" ADD COLUMN "closing_balance" bigint;--> statement-breakpoint
ALTER TABLE "import_batches" ADD COLUMN "closing_date" date;--> statement-breakpoint
ALTER TABLE "bank_reconciliations" ADD CONSTRAINT "bank_reconciliations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_reconciliations" ADD CONSTRAINT "bank_reconciliations_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_reconciliations" ADD CONSTRAINT "bank_reconciliations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_reconciliations_account_date_key" ON "bank_reconciliations" USING btree ("bank_account_id","statement_date");--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_reconciliation_id_bank_reconciliations_id_fk" FOREIGN KEY ("reconciliation_id") REFERENCES "public"."bank_reconciliations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_transactions_reconciliation_idx" ON "bank_transactions" USING btree ("reconciliation_id") WHERE "bank_transactions"."reconciliation_id" is not null;--> statement-breakpoint
-- A reconciled bank line keeps its coding, amount, date and account until its reconciliation is
-- undone (which clears reconciliation_id in the same statement that would otherwise be refused).
-- The WHEN clause is evaluated without entering PL/pgSQL, so a coding run updating 100,000
-- unreconciled lines pays no function call per row. AFTER, not BEFORE: a BEFORE row trigger makes
-- PostgreSQL recompute every generated column (the three *_match folds) on every update.
CREATE FUNCTION bank_transaction_reconciled() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The bank line of % is reconciled: undo the reconciliation before changing it.', OLD.date USING ERRCODE = 'LD004';
END $$;
--> statement-breakpoint
CREATE TRIGGER bank_transactions_reconciled AFTER UPDATE ON bank_transactions
  FOR EACH ROW
  WHEN (OLD.reconciliation_id IS NOT NULL AND NEW.reconciliation_id IS NOT DISTINCT FROM OLD.reconciliation_id
        AND (NEW.journal_entry_id IS DISTINCT FROM OLD.journal_entry_id OR NEW.amount <> OLD.amount
             OR NEW.date <> OLD.date OR NEW.bank_account_id <> OLD.bank_account_id))
  EXECUTE FUNCTION bank_transaction_reconciled();
