CREATE TABLE "class_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(190) NOT NULL,
	"code" varchar(50) NOT NULL,
	"grade_type" varchar(3) DEFAULT '1-9' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_category_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_category_id" integer NOT NULL,
	"name" varchar(190) NOT NULL,
	"start_at" date NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "papers" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_category_id" integer NOT NULL,
	"name" varchar(190) NOT NULL,
	"max_grade" numeric(10, 2) NOT NULL,
	"average_date" date NOT NULL,
	"duration" integer NOT NULL,
	"grades" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(190) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_students" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_teachers" (
	"class_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	CONSTRAINT "class_teachers_class_id_teacher_id_pk" PRIMARY KEY("class_id","teacher_id")
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(190) NOT NULL,
	"type" varchar(10) NOT NULL,
	"class_category_id" integer,
	"school_id" integer,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"sessions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_ranked" boolean DEFAULT true NOT NULL,
	"automatic_reporting" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supervisor_teachers" (
	"supervisor_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	CONSTRAINT "supervisor_teachers_supervisor_id_teacher_id_pk" PRIMARY KEY("supervisor_id","teacher_id")
);
--> statement-breakpoint
CREATE TABLE "student_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"student_type" varchar(10),
	"center_id" integer,
	"school_name" varchar(190),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_videos" (
	"class_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	CONSTRAINT "class_videos_class_id_video_id_pk" PRIMARY KEY("class_id","video_id")
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(190) NOT NULL,
	"type" varchar(100) NOT NULL,
	"status" varchar(20) DEFAULT 'uploaded' NOT NULL,
	"is_secure" boolean DEFAULT false NOT NULL,
	"url" text,
	"file_path" varchar(255),
	"external_id" varchar(190),
	"embedded_html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"class_id" integer,
	"center_id" integer,
	"note" text NOT NULL,
	"reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notes_one_owner" CHECK (("notes"."class_id" IS NULL) <> ("notes"."center_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "import_export_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(10) NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"entity_type" varchar(50) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"stored_file" varchar(100),
	"only_valid" boolean DEFAULT false NOT NULL,
	"error_message" text,
	"errors_json" jsonb,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "class_category_events" ADD CONSTRAINT "class_category_events_class_category_id_class_categories_id_fk" FOREIGN KEY ("class_category_id") REFERENCES "public"."class_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_class_category_id_class_categories_id_fk" FOREIGN KEY ("class_category_id") REFERENCES "public"."class_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_students" ADD CONSTRAINT "class_students_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_students" ADD CONSTRAINT "class_students_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_teachers" ADD CONSTRAINT "class_teachers_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_teachers" ADD CONSTRAINT "class_teachers_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_class_category_id_class_categories_id_fk" FOREIGN KEY ("class_category_id") REFERENCES "public"."class_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supervisor_teachers" ADD CONSTRAINT "supervisor_teachers_supervisor_id_users_id_fk" FOREIGN KEY ("supervisor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supervisor_teachers" ADD CONSTRAINT "supervisor_teachers_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD CONSTRAINT "student_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD CONSTRAINT "student_profiles_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."centers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_videos" ADD CONSTRAINT "class_videos_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_videos" ADD CONSTRAINT "class_videos_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_export_requests" ADD CONSTRAINT "import_export_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_categories_name_trgm_idx" ON "class_categories" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "class_category_events_category_start_idx" ON "class_category_events" USING btree ("class_category_id","start_at");--> statement-breakpoint
CREATE INDEX "papers_class_category_idx" ON "papers" USING btree ("class_category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "schools_name_lower_unique" ON "schools" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "schools_name_trgm_idx" ON "schools" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "class_students_class_student_unique" ON "class_students" USING btree ("class_id","student_id");--> statement-breakpoint
CREATE INDEX "class_students_student_idx" ON "class_students" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "class_teachers_teacher_idx" ON "class_teachers" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "classes_name_trgm_idx" ON "classes" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "classes_class_category_idx" ON "classes" USING btree ("class_category_id");--> statement-breakpoint
CREATE INDEX "classes_school_idx" ON "classes" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "supervisor_teachers_teacher_idx" ON "supervisor_teachers" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "student_profiles_center_idx" ON "student_profiles" USING btree ("center_id");--> statement-breakpoint
CREATE INDEX "class_videos_video_idx" ON "class_videos" USING btree ("video_id");--> statement-breakpoint
CREATE INDEX "videos_title_trgm_idx" ON "videos" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notes_class_kind_idx" ON "notes" USING btree ("class_id","kind","id");--> statement-breakpoint
CREATE INDEX "notes_center_kind_idx" ON "notes" USING btree ("center_id","kind","id");--> statement-breakpoint
CREATE INDEX "import_export_requests_owner_idx" ON "import_export_requests" USING btree ("created_by","id");--> statement-breakpoint
CREATE INDEX "import_export_requests_file_name_trgm_idx" ON "import_export_requests" USING gin ("file_name" gin_trgm_ops);