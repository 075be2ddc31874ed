CREATE TABLE "alert_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(190) NOT NULL,
	"kind" varchar(30) NOT NULL,
	"threshold" double precision NOT NULL,
	"window_days" integer,
	"item_count" integer,
	"course_id" integer,
	"notify" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_rules_kind_valid" CHECK ("alert_rules"."kind" IN ('consecutive_absences', 'absence_rate', 'missing_work', 'score_drop')),
	CONSTRAINT "alert_rules_threshold_range" CHECK ("alert_rules"."threshold" >= 1 AND "alert_rules"."threshold" <= 100)
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"status" varchar(12) DEFAULT 'open' NOT NULL,
	"details" jsonb NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" integer,
	"note" text,
	"resolved_at" timestamp with time zone,
	"digested_at" timestamp with time zone,
	CONSTRAINT "alerts_status_valid" CHECK ("alerts"."status" IN ('open', 'acknowledged', 'resolved'))
);
--> statement-breakpoint
ALTER TABLE "alert_rules" ADD CONSTRAINT "alert_rules_course_id_class_categories_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."class_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_rule_id_alert_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."alert_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_unresolved_unique" ON "alerts" USING btree ("rule_id","student_id","class_id") WHERE "alerts"."status" <> 'resolved';--> statement-breakpoint
CREATE INDEX "alerts_class_status_idx" ON "alerts" USING btree ("class_id","status","id");--> statement-breakpoint
CREATE INDEX "alerts_student_idx" ON "alerts" USING btree ("student_id");