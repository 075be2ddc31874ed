CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(50) NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"entity_type" varchar(50) NOT NULL,
	"file_name" varchar(255),
	"input" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result_file" varchar(100),
	"progress_done" integer DEFAULT 0 NOT NULL,
	"progress_total" integer,
	"error" jsonb,
	"row_errors" jsonb,
	"created_by" integer,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint

ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_owner_idx" ON "jobs" USING btree ("created_by","id");--> statement-breakpoint
CREATE INDEX "jobs_type_idx" ON "jobs" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "jobs_file_name_trgm_idx" ON "jobs" USING gin ("file_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_in_progress_idx" ON "jobs" USING btree ("id") WHERE "jobs"."status" = 'in_progress';