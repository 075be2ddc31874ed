CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_prefix_idx" ON "users" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_email_prefix_idx" ON "users" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_role_active_name_idx" ON "users" USING btree ("main_role_id","is_active","name","id");--> statement-breakpoint
CREATE INDEX "users_role_name_idx" ON "users" USING btree ("main_role_id","name","id");--> statement-breakpoint
CREATE INDEX "users_pending_created_idx" ON "users" USING btree ("main_role_id","created_at","id") WHERE "users"."is_active" = false;--> statement-breakpoint
CREATE INDEX "centers_name_idx" ON "centers" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "class_categories_name_idx" ON "class_categories" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "classes_name_idx" ON "classes" USING btree ("name","id");