ALTER TABLE "coding_run_lines" ADD COLUMN "before_line" jsonb;--> statement-breakpoint
ALTER TABLE "coding_run_lines" ADD COLUMN "after_line" jsonb;