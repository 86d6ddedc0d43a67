DROP INDEX "clients_created_idx";--> statement-breakpoint
CREATE INDEX "clients_name_idx" ON "clients" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "clients_created_idx" ON "clients" USING btree ("created_at","id");