CREATE TABLE "assessment_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"assessment_id" integer NOT NULL,
	"order" smallint NOT NULL,
	"type" varchar(10) NOT NULL,
	"question_id" integer,
	"educational_part_id" integer,
	"quantity" smallint,
	"complexity" smallint
);
--> statement-breakpoint
CREATE TABLE "assessment_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"assessment_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"status" varchar(12) DEFAULT 'assigned' NOT NULL,
	"score" double precision,
	"submitted_file_id" integer,
	"updated_file_id" integer,
	"submitted_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"claimed_by" integer,
	"claimed_at" timestamp with time zone,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_results_score_positive" CHECK ("assessment_results"."score" IS NULL OR "assessment_results"."score" >= 0)
);
--> statement-breakpoint
CREATE TABLE "assessments" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"name" varchar(190) NOT NULL,
	"date" date,
	"due_date" timestamp NOT NULL,
	"max_score" double precision NOT NULL,
	"grading_type" varchar(3),
	"grading" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"duration_minutes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessments_kind_valid" CHECK ("assessments"."kind" IN ('homework', 'quiz', 'exam')),
	CONSTRAINT "assessments_max_positive" CHECK ("assessments"."max_score" > 0)
);
--> statement-breakpoint
CREATE TABLE "attendance_qr_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"attendance_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_statuses" (
	"attendance_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_statuses_attendance_id_student_id_pk" PRIMARY KEY("attendance_id","student_id"),
	CONSTRAINT "attendance_statuses_status_valid" CHECK ("attendance_statuses"."status" IN (-1, 0, 1))
);
--> statement-breakpoint
CREATE TABLE "attendances" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"name" varchar(190) NOT NULL,
	"date" date NOT NULL,
	"due_date" timestamp,
	"max_score" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classwork_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"classwork_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"status" varchar(40) DEFAULT 'not_attended' NOT NULL,
	"submitted_file_id" integer,
	"submitted_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classwork_results_status_valid" CHECK ("classwork_results"."status" IN ('not_attended', 'attended_with_wrong_classwork', 'attended_with_correct_classwork'))
);
--> statement-breakpoint
CREATE TABLE "classworks" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"name" varchar(190) NOT NULL,
	"due_date" timestamp NOT NULL,
	"max_score" double precision NOT NULL,
	"grading_type" varchar(3),
	"grading" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pdf_file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classworks_max_positive" CHECK ("classworks"."max_score" > 0)
);
--> statement-breakpoint
CREATE TABLE "file_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"stored_name" varchar(64) NOT NULL,
	"original_name" varchar(255) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size_bytes" integer NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"result_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"question_version" integer NOT NULL,
	"order" smallint DEFAULT 1 NOT NULL,
	"selected_option_id" integer,
	"text_answer" text,
	"score" double precision,
	"corrected_score" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assessment_questions" ADD CONSTRAINT "assessment_questions_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_questions" ADD CONSTRAINT "assessment_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_questions" ADD CONSTRAINT "assessment_questions_educational_part_id_educational_parts_id_fk" FOREIGN KEY ("educational_part_id") REFERENCES "public"."educational_parts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_results" ADD CONSTRAINT "assessment_results_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_results" ADD CONSTRAINT "assessment_results_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_results" ADD CONSTRAINT "assessment_results_submitted_file_id_file_versions_id_fk" FOREIGN KEY ("submitted_file_id") REFERENCES "public"."file_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_results" ADD CONSTRAINT "assessment_results_updated_file_id_file_versions_id_fk" FOREIGN KEY ("updated_file_id") REFERENCES "public"."file_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_results" ADD CONSTRAINT "assessment_results_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_results" ADD CONSTRAINT "assessment_results_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_qr_tokens" ADD CONSTRAINT "attendance_qr_tokens_attendance_id_attendances_id_fk" FOREIGN KEY ("attendance_id") REFERENCES "public"."attendances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_qr_tokens" ADD CONSTRAINT "attendance_qr_tokens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_statuses" ADD CONSTRAINT "attendance_statuses_attendance_id_attendances_id_fk" FOREIGN KEY ("attendance_id") REFERENCES "public"."attendances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_statuses" ADD CONSTRAINT "attendance_statuses_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_statuses" ADD CONSTRAINT "attendance_statuses_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classwork_results" ADD CONSTRAINT "classwork_results_classwork_id_classworks_id_fk" FOREIGN KEY ("classwork_id") REFERENCES "public"."classworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classwork_results" ADD CONSTRAINT "classwork_results_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classwork_results" ADD CONSTRAINT "classwork_results_submitted_file_id_file_versions_id_fk" FOREIGN KEY ("submitted_file_id") REFERENCES "public"."file_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classwork_results" ADD CONSTRAINT "classwork_results_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classworks" ADD CONSTRAINT "classworks_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classworks" ADD CONSTRAINT "classworks_pdf_file_id_file_versions_id_fk" FOREIGN KEY ("pdf_file_id") REFERENCES "public"."file_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_versions" ADD CONSTRAINT "file_versions_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_versions" ADD CONSTRAINT "file_versions_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_answers" ADD CONSTRAINT "student_answers_result_id_assessment_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."assessment_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_answers" ADD CONSTRAINT "student_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_answers" ADD CONSTRAINT "student_answers_selected_option_id_question_options_id_fk" FOREIGN KEY ("selected_option_id") REFERENCES "public"."question_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessment_questions_assessment_idx" ON "assessment_questions" USING btree ("assessment_id","order");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_results_item_student_unique" ON "assessment_results" USING btree ("assessment_id","student_id");--> statement-breakpoint
CREATE INDEX "assessment_results_student_idx" ON "assessment_results" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "assessments_class_kind_due_idx" ON "assessments" USING btree ("class_id","kind","due_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_qr_tokens_hash_unique" ON "attendance_qr_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "attendance_qr_tokens_attendance_idx" ON "attendance_qr_tokens" USING btree ("attendance_id","expires_at");--> statement-breakpoint
CREATE INDEX "attendance_statuses_student_idx" ON "attendance_statuses" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "attendances_class_date_idx" ON "attendances" USING btree ("class_id","date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "classwork_results_item_student_unique" ON "classwork_results" USING btree ("classwork_id","student_id");--> statement-breakpoint
CREATE INDEX "classwork_results_student_idx" ON "classwork_results" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "classworks_class_due_idx" ON "classworks" USING btree ("class_id","due_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "file_versions_stored_name_unique" ON "file_versions" USING btree ("stored_name");--> statement-breakpoint
CREATE INDEX "file_versions_class_idx" ON "file_versions" USING btree ("class_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_answers_result_question_unique" ON "student_answers" USING btree ("result_id","question_id");