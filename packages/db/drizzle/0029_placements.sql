-- A placement or re-check per row (docs/decisions/0027-placement.md): a new table, so nothing is
-- locked but itself; one open per student and subject by a partial unique index.
CREATE TABLE "placements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
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
ALTER TABLE "placements" ADD CONSTRAINT "placements_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "placements_open_key" ON "placements" USING btree ("student_id","subject") WHERE "placements"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "placements_student_subject" ON "placements" USING btree ("student_id","subject","created_at");