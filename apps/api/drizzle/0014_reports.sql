CREATE TABLE "performance_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"student_id" integer,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"language" varchar(2) DEFAULT 'en' NOT NULL,
	"send_to_principal" boolean DEFAULT false NOT NULL,
	"is_scheduled" boolean DEFAULT false NOT NULL,
	"job_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enable_auto_generation" boolean DEFAULT false NOT NULL,
	"class_day" varchar(10) DEFAULT 'thursday' NOT NULL,
	"class_time" varchar(5) DEFAULT '18:00' NOT NULL,
	"school_day" varchar(10) DEFAULT 'thursday' NOT NULL,
	"school_time" varchar(5) DEFAULT '19:00' NOT NULL,
	"class_last_run_at" timestamp with time zone,
	"school_last_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_settings_single_row" CHECK ("report_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "principal_name" varchar(190);--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "principal_email" varchar(190);--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "performance_reports" ADD CONSTRAINT "performance_reports_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_reports" ADD CONSTRAINT "performance_reports_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_reports" ADD CONSTRAINT "performance_reports_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_reports" ADD CONSTRAINT "performance_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "performance_reports_class_idx" ON "performance_reports" USING btree ("class_id","id");--> statement-breakpoint
CREATE INDEX "performance_reports_job_idx" ON "performance_reports" USING btree ("job_id");