-- The steps the report card names for each child now, and since when (docs/misconceptions.md):
-- the class's live board flags a step named today. The new table's foreign key is made with it
-- (an empty table has nothing to check).
CREATE TABLE IF NOT EXISTS "named_steps" (
	"student_id" uuid NOT NULL CONSTRAINT "named_steps_student_id_students_id_fk" REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action,
	"subject" text NOT NULL,
	"bug" text NOT NULL,
	"named_at" timestamp with time zone NOT NULL,
	CONSTRAINT "named_steps_student_id_subject_bug_pk" PRIMARY KEY("student_id","subject","bug")
);
