CREATE TABLE "student_subjects" (
	"student_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"schedule" text DEFAULT '' NOT NULL,
	"completion_date" text,
	CONSTRAINT "student_subjects_student_id_subject_pk" PRIMARY KEY("student_id","subject"),
	CONSTRAINT "student_subjects_level_range" CHECK ("student_subjects"."level" between 0 and 19),
	CONSTRAINT "student_subjects_schedule_letters" CHECK ("student_subjects"."schedule" ~ '^s?m?t?w?r?f?a?$')
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"accountname" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"password_hash" text NOT NULL,
	"gradelevel" integer NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"timezone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "students_gradelevel_range" CHECK ("students"."gradelevel" between 1 and 7)
);
--> statement-breakpoint
ALTER TABLE "student_subjects" ADD CONSTRAINT "student_subjects_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "students_accountname_key" ON "students" USING btree ("accountname");--> statement-breakpoint
CREATE INDEX "students_parent_idx" ON "students" USING btree ("parent_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;