CREATE TABLE "system_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"smtp_host" text,
	"smtp_port" integer,
	"smtp_secure" boolean DEFAULT false NOT NULL,
	"smtp_username" text,
	"smtp_password_sealed" text,
	"smtp_from" text,
	"abr_guid_sealed" text,
	"upload_max_mb" integer,
	"session_hours" integer,
	"signing_key_sealed" text,
	"signing_key_rotated_at" timestamp with time zone,
	"updated_at" timestamp with time zone,
	"updated_by" uuid,
	CONSTRAINT "system_settings_single_row" CHECK ("system_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "abn_lookups" (
	"abn" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"entity_name" text,
	"business_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"entity_type" text,
	"state" text,
	"postcode" text,
	"gst_from" text,
	"status_from" text,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "system_settings" ADD CONSTRAINT "system_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;