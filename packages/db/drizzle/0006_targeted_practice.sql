CREATE TABLE "focus_practices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"bug" text NOT NULL,
	"subject" text NOT NULL,
	"level" integer NOT NULL,
	"outcome" text,
	"explained" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "focus_practices" ADD CONSTRAINT "focus_practices_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "focus_practices_open_key" ON "focus_practices" USING btree ("student_id","bug","subject") WHERE "focus_practices"."outcome" is null;