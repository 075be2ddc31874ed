ALTER TABLE "attendance_statuses" DROP CONSTRAINT "attendance_statuses_status_valid";--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attendance_statuses" ADD CONSTRAINT "attendance_statuses_status_valid" CHECK ("attendance_statuses"."status" IN (-1, 0, 1, 2));