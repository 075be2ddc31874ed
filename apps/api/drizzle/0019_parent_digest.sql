CREATE TABLE "parent_digest_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(190) NOT NULL,
	"student_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"outbox_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parent_digest_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"day" varchar(10) DEFAULT 'thursday' NOT NULL,
	"time" varchar(5) DEFAULT '17:00' NOT NULL,
	"last_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parent_digest_settings_single_row" CHECK ("parent_digest_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "signing_keys" (
	"purpose" varchar(40) PRIMARY KEY NOT NULL,
	"secret" varchar(128) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unsubscribed_addresses" (
	"email" varchar(190) PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "language" varchar(2) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "parent_digest_sends" ADD CONSTRAINT "parent_digest_sends_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_digest_sends" ADD CONSTRAINT "parent_digest_sends_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parent_digest_sends_once_unique" ON "parent_digest_sends" USING btree ("email","student_id","week_start");--> statement-breakpoint
CREATE INDEX "parent_digest_sends_student_idx" ON "parent_digest_sends" USING btree ("student_id");