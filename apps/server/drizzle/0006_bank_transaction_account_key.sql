ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_business_id_key" UNIQUE("business_id","id");--> statement-breakpoint
DROP INDEX "bank_accounts_business_idx";--> statement-breakpoint
ALTER TABLE "bank_transactions" DROP CONSTRAINT "bank_transactions_business_id_businesses_id_fk";--> statement-breakpoint
ALTER TABLE "bank_transactions" DROP CONSTRAINT "bank_transactions_bank_account_id_bank_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_account_fk" FOREIGN KEY ("business_id","bank_account_id") REFERENCES "public"."bank_accounts"("business_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- A previewed statement's rows live here only until the commit: written once, read once, then
-- nulled. Compressing 100,000 lines (pglz) cost more than the write itself.
ALTER TABLE "import_batches" ALTER COLUMN "rows" SET STORAGE EXTERNAL;
