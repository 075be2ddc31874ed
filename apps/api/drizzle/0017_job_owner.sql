ALTER TABLE "jobs" ADD COLUMN "owner" varchar(200);--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "heartbeat_at" timestamp with time zone;