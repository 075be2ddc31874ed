CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" varchar(190) NOT NULL,
	"subject" varchar(300) NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "student_scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"source_type" varchar(20) NOT NULL,
	"source_id" integer NOT NULL,
	"score" double precision NOT NULL,
	"max_score" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_scores_max_positive" CHECK ("student_scores"."max_score" > 0),
	CONSTRAINT "student_scores_score_range" CHECK ("student_scores"."score" >= 0 AND "student_scores"."score" <= "student_scores"."max_score")
);
--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "facebook_name" varchar(190);--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "facebook_url" varchar(500);--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "mother_name" varchar(190);--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "mother_email" varchar(190);--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "mother_phone" varchar(40);--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "father_name" varchar(190);--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "father_email" varchar(190);--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "father_phone" varchar(40);--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "avatar" varchar(500);--> statement-breakpoint
ALTER TABLE "password_tokens" ADD CONSTRAINT "password_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_scores" ADD CONSTRAINT "student_scores_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_scores" ADD CONSTRAINT "student_scores_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_status_created_idx" ON "outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "password_tokens_user_idx" ON "password_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_scores_item_unique" ON "student_scores" USING btree ("class_id","student_id","source_type","source_id");--> statement-breakpoint
CREATE INDEX "student_scores_student_idx" ON "student_scores" USING btree ("student_id");