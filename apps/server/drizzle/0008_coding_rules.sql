-- The domain's normaliseText (packages/domain/src/rules/normalise.ts), for rule matching; a test checks they agree.
CREATE OR REPLACE FUNCTION ld_normalise(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$ SELECT btrim(regexp_replace(translate(t, 'ABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳḀḁḂḃḄḅḆḇḈḉḊḋḌḍḎḏḐḑḒḓḔḕḖḗḘḙḚḛḜḝḞḟḠḡḢḣḤḥḦḧḨḩḪḫḬḭḮḯḰḱḲḳḴḵḶḷḸḹḺḻḼḽḾḿṀṁṂṃṄṅṆṇṈṉṊṋṌṍṎṏṐṑṒṓṔṕṖṗṘṙṚṛṜṝṞṟṠṡṢṣṤṥṦṧṨṩṪṫṬṭṮṯṰṱṲṳṴṵṶṷṸṹṺṻṼṽṾṿẀẁẂẃẄẅẆẇẈẉẊẋẌẍẎẏẐẑẒẓẔẕẖẗẘẙẠạẢảẤấẦầẨẩẪẫẬậẮắẰằẲẳẴẵẶặẸẹẺẻẼẽẾếỀềỂểỄễỆệỈỉỊịỌọỎỏỐốỒồỔổỖỗỘộỚớỜờỞởỠỡỢợỤụỦủỨứỪừỬửỮữỰựỲỳỴỵỶỷỸỹ	
                 　', 'abcdefghijklmnopqrstuvwxyzaaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzoouuaaiioouuuuuuuuuuaaaaggkkoooojggnnaaaaaaeeeeiiiioooorrrruuuusstthhaaeeooooooooyyaabbbbbbccddddddddddeeeeeeeeeeffgghhhhhhhhhhiiiikkkkkkllllllllmmmmmmnnnnnnnnoooooooopppprrrrrrrrssssssssssttttttttuuuuuuuuuuvvvvwwwwwwwwwwxxxxyyzzzzzzhtwyaaaaaaaaaaaaaaaaaaaaaaaaeeeeeeeeeeeeeeeeiiiioooooooooooooooooooooooouuuuuuuuuuuuuuyyyyyyyy                       '), ' {2,}', ' ', 'g'), ' ') $fn$;--> statement-breakpoint
CREATE TABLE "coding_rule_versions" (
	"rule_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"mode" text NOT NULL,
	"status" text NOT NULL,
	"conditions" jsonb NOT NULL,
	"actions" jsonb NOT NULL,
	"saved_by" uuid,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coding_rule_versions_rule_id_version_pk" PRIMARY KEY("rule_id","version")
);
--> statement-breakpoint
CREATE TABLE "coding_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scope_kind" text NOT NULL,
	"brand_id" uuid,
	"business_id" uuid,
	"bank_account_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"mode" text NOT NULL,
	"position" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"conditions" jsonb NOT NULL,
	"actions" jsonb NOT NULL,
	"lines_coded" integer DEFAULT 0 NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_run_lines" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coding_run_lines" (
	"run_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"rule_id" uuid,
	"before" jsonb,
	"before_entry_number" integer,
	"after_entry_id" uuid,
	"after" jsonb,
	CONSTRAINT "coding_run_lines_run_id_transaction_id_pk" PRIMARY KEY("run_id","transaction_id")
);
--> statement-breakpoint
CREATE TABLE "coding_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"business_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_by" uuid,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD COLUMN "suggestion" jsonb;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD COLUMN "suggested_by_rule_id" uuid;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD COLUMN "marked_transfer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD COLUMN "contractor_payment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD COLUMN "memo" text;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD COLUMN "description_match" text GENERATED ALWAYS AS (ld_normalise(description)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD COLUMN "reference_match" text GENERATED ALWAYS AS (ld_normalise(reference)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD COLUMN "payee_match" text GENERATED ALWAYS AS (ld_normalise(payee)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "coding_rule_versions" ADD CONSTRAINT "coding_rule_versions_rule_id_coding_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."coding_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coding_rule_versions" ADD CONSTRAINT "coding_rule_versions_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coding_rules" ADD CONSTRAINT "coding_rules_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coding_rules" ADD CONSTRAINT "coding_rules_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coding_rules" ADD CONSTRAINT "coding_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coding_rules" ADD CONSTRAINT "coding_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coding_run_lines" ADD CONSTRAINT "coding_run_lines_run_id_coding_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."coding_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coding_runs" ADD CONSTRAINT "coding_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coding_runs" ADD CONSTRAINT "coding_runs_undone_by_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coding_rules_scope_idx" ON "coding_rules" USING btree ("scope_kind","brand_id","business_id","status","position");--> statement-breakpoint
CREATE INDEX "coding_rules_business_idx" ON "coding_rules" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "coding_run_lines_business_idx" ON "coding_run_lines" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "coding_run_lines_rule_idx" ON "coding_run_lines" USING btree ("rule_id");--> statement-breakpoint
CREATE INDEX "coding_runs_created_idx" ON "coding_runs" USING btree ("created_at");