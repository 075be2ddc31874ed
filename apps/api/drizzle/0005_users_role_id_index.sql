DROP INDEX "users_main_role_idx";--> statement-breakpoint
CREATE INDEX "users_main_role_idx" ON "users" USING btree ("main_role_id","id");