-- migrate: no-transaction
-- A new table, nothing rewritten: a placement or re-check per row (docs/decisions/0027-placement.md),
-- one open per student and subject by a partial unique index. The foreign key is made with
-- the table (an empty table has nothing to check); its indexes are built CONCURRENTLY like any
-- other, outside a transaction, each dropped first (a failed build leaves an invalid one).
CREATE TABLE IF NOT EXISTS "placements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL CONSTRAINT "placements_student_id_students_id_fk" REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action,
	"subject" text NOT NULL,
	"kind" text NOT NULL,
	"grade" integer NOT NULL,
	"from_level" integer NOT NULL,
	"answers" text DEFAULT '' NOT NULL,
	"found_level" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "placements_open_key";--> statement-breakpoint
CREATE UNIQUE INDEX CONCURRENTLY "placements_open_key" ON "placements" USING btree ("student_id","subject") WHERE "placements"."finished_at" is null;--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "placements_student_subject";--> statement-breakpoint
CREATE INDEX CONCURRENTLY "placements_student_subject" ON "placements" USING btree ("student_id","subject","created_at");
