CREATE TABLE "transfer_pairs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"out_transaction_id" uuid NOT NULL,
	"in_transaction_id" uuid NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"confidence" integer NOT NULL,
	"gap_days" integer NOT NULL,
	"out_entry_id" uuid,
	"in_entry_id" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transfer_pairs" ADD CONSTRAINT "transfer_pairs_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_pairs" ADD CONSTRAINT "transfer_pairs_out_transaction_id_bank_transactions_id_fk" FOREIGN KEY ("out_transaction_id") REFERENCES "public"."bank_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_pairs" ADD CONSTRAINT "transfer_pairs_in_transaction_id_bank_transactions_id_fk" FOREIGN KEY ("in_transaction_id") REFERENCES "public"."bank_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_pairs" ADD CONSTRAINT "transfer_pairs_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_pairs_lines_key" ON "transfer_pairs" USING btree ("out_transaction_id","in_transaction_id");--> statement-breakpoint
CREATE INDEX "transfer_pairs_business_status_idx" ON "transfer_pairs" USING btree ("business_id","status","confidence");--> statement-breakpoint
CREATE INDEX "transfer_pairs_in_idx" ON "transfer_pairs" USING btree ("in_transaction_id");