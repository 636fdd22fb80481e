-- migrate: no-transaction
-- The class's live board (docs/decisions/0030-live-board.md): how far each child is in its
-- assignment, the steps that explain each wrong answer (nullable, no backfill: reports kept
-- before it are diagnosed when read), who gave a practice set (null: the parent), and the
-- boards open in windows. The new tables' foreign keys are
-- made with them (an empty table has nothing to check); the index is built CONCURRENTLY,
-- outside a transaction, dropped first (a failed build leaves an invalid one).
CREATE TABLE IF NOT EXISTS "board_watches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL CONSTRAINT "board_watches_token_hash_sessions_token_hash_fk" REFERENCES "public"."sessions"("token_hash") ON DELETE cascade ON UPDATE no action,
	"class_id" uuid NOT NULL CONSTRAINT "board_watches_class_id_classes_id_fk" REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "assignment_progress" (
	"student_id" uuid PRIMARY KEY NOT NULL CONSTRAINT "assignment_progress_student_id_students_id_fk" REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action,
	"attempt_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"level" integer NOT NULL,
	"local_date" text NOT NULL,
	"answered" integer NOT NULL,
	"questions" integer NOT NULL,
	"right" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "error_reports" ADD COLUMN IF NOT EXISTS "bugs" text;--> statement-breakpoint
ALTER TABLE "focus_practices" ADD COLUMN IF NOT EXISTS "given_by" text;--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "board_watches_session_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY "board_watches_session_idx" ON "board_watches" USING btree ("token_hash");--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "focus_practices_student_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY "focus_practices_student_idx" ON "focus_practices" USING btree ("student_id","created_at");
