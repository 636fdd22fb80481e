DROP INDEX "assignment_history_recent_idx";--> statement-breakpoint
CREATE INDEX "assignment_history_recent_idx" ON "assignment_history" USING btree ("student_id","local_date","subject");