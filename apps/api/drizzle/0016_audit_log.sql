CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"entity" varchar(20) NOT NULL,
	"entity_id" integer NOT NULL,
	"class_id" integer,
	"student_id" integer,
	"item_id" integer,
	"field" varchar(40) NOT NULL,
	"old" jsonb,
	"new" jsonb,
	"reverted_by" bigint
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_class_idx" ON "audit_log" USING btree ("class_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_class_entity_idx" ON "audit_log" USING btree ("class_id","entity","id");--> statement-breakpoint
CREATE INDEX "audit_log_student_idx" ON "audit_log" USING btree ("student_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_item_idx" ON "audit_log" USING btree ("item_id","student_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","id");