CREATE TABLE "student_papers" (
	"result_id" integer PRIMARY KEY NOT NULL,
	"questions" jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "class_pdfs" (
	"class_id" integer NOT NULL,
	"pdf_id" integer NOT NULL,
	CONSTRAINT "class_pdfs_class_id_pdf_id_pk" PRIMARY KEY("class_id","pdf_id")
);
--> statement-breakpoint
CREATE TABLE "pdfs" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"type" varchar(100) NOT NULL,
	"file_path" varchar(64) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"resource_type" varchar(10) NOT NULL,
	"resource_id" integer NOT NULL,
	"audience" varchar(10) NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_grants_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "failure" jsonb;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "hls_playlist" varchar(64);--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "hls_key" varchar(32);--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "job_id" integer;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "student_papers" ADD CONSTRAINT "student_papers_result_id_assessment_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."assessment_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_pdfs" ADD CONSTRAINT "class_pdfs_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_pdfs" ADD CONSTRAINT "class_pdfs_pdf_id_pdfs_id_fk" FOREIGN KEY ("pdf_id") REFERENCES "public"."pdfs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_pdfs_pdf_idx" ON "class_pdfs" USING btree ("pdf_id");--> statement-breakpoint
CREATE INDEX "pdfs_title_trgm_idx" ON "pdfs" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "media_grants_expires_idx" ON "media_grants" USING btree ("expires_at");