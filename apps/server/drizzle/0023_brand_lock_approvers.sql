CREATE TABLE "brand_lock_approvers" (
	"brand_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "brand_lock_approvers_brand_id_user_id_pk" PRIMARY KEY("brand_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "brand_lock_approvers" ADD CONSTRAINT "brand_lock_approvers_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_lock_approvers" ADD CONSTRAINT "brand_lock_approvers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_lock_approvers_user_idx" ON "brand_lock_approvers" USING btree ("user_id");