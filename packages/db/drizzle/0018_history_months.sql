-- migrate: no-transaction
-- A new table, its foreign key declared with it (on an empty table, nothing to scan); the
-- index on an existing big table built CONCURRENTLY, a failed build dropped first.
CREATE TABLE IF NOT EXISTS "history_months" (
	"student_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"month" text NOT NULL,
	"assignments" integer NOT NULL,
	"questions" integer NOT NULL,
	"errors" integer NOT NULL,
	"highest_level" integer NOT NULL,
	CONSTRAINT "history_months_student_id_subject_month_pk" PRIMARY KEY("student_id","subject","month"),
	CONSTRAINT "history_months_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade
);--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "assignment_history_date_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY "assignment_history_date_idx" ON "assignment_history" USING btree ("local_date");
