CREATE TABLE "educational_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(190) NOT NULL,
	"class_category_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_educational_parts" (
	"question_id" integer NOT NULL,
	"educational_part_id" integer NOT NULL,
	CONSTRAINT "question_educational_parts_question_id_educational_part_id_pk" PRIMARY KEY("question_id","educational_part_id")
);
--> statement-breakpoint
CREATE TABLE "question_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"order" smallint NOT NULL,
	"text" text NOT NULL,
	"is_correct" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"version" integer NOT NULL,
	"used_by" varchar(20) NOT NULL,
	"used_by_id" integer NOT NULL,
	"student_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"type" varchar(20) NOT NULL,
	"points" numeric(5, 2) NOT NULL,
	"complexity" smallint NOT NULL,
	"class_category_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "educational_parts" ADD CONSTRAINT "educational_parts_class_category_id_class_categories_id_fk" FOREIGN KEY ("class_category_id") REFERENCES "public"."class_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_educational_parts" ADD CONSTRAINT "question_educational_parts_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_educational_parts" ADD CONSTRAINT "question_educational_parts_educational_part_id_educational_parts_id_fk" FOREIGN KEY ("educational_part_id") REFERENCES "public"."educational_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_options" ADD CONSTRAINT "question_options_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_uses" ADD CONSTRAINT "question_uses_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_uses" ADD CONSTRAINT "question_uses_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_versions" ADD CONSTRAINT "question_versions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_class_category_id_class_categories_id_fk" FOREIGN KEY ("class_category_id") REFERENCES "public"."class_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "educational_parts_name_trgm_idx" ON "educational_parts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "educational_parts_class_category_idx" ON "educational_parts" USING btree ("class_category_id");--> statement-breakpoint
CREATE INDEX "question_educational_parts_part_idx" ON "question_educational_parts" USING btree ("educational_part_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "question_options_question_order_unique" ON "question_options" USING btree ("question_id","order");--> statement-breakpoint
CREATE INDEX "question_uses_question_idx" ON "question_uses" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "question_versions_question_version_unique" ON "question_versions" USING btree ("question_id","version");--> statement-breakpoint
CREATE INDEX "questions_text_trgm_idx" ON "questions" USING gin ("text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "questions_active_complexity_idx" ON "questions" USING btree ("complexity","type","id") WHERE "questions"."archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX "questions_class_category_idx" ON "questions" USING btree ("class_category_id");