CREATE TABLE "student_rejections" (
	"email" varchar(190) PRIMARY KEY NOT NULL,
	"password_hash" text,
	"rejected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_progress" (
	"student_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"furthest_seconds" double precision DEFAULT 0 NOT NULL,
	"watched_seconds" double precision DEFAULT 0 NOT NULL,
	"duration_seconds" double precision NOT NULL,
	"last_position_seconds" double precision DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_progress_student_id_video_id_pk" PRIMARY KEY("student_id","video_id")
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "audience" varchar(10) DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "video_progress" ADD CONSTRAINT "video_progress_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_progress" ADD CONSTRAINT "video_progress_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_rejections_rejected_idx" ON "student_rejections" USING btree ("rejected_at");--> statement-breakpoint
CREATE INDEX "video_progress_video_idx" ON "video_progress" USING btree ("video_id");