CREATE TABLE "assignment_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"attempt_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"level" integer NOT NULL,
	"local_date" text NOT NULL,
	"questions" integer NOT NULL,
	"errors" integer NOT NULL,
	"options" text[] NOT NULL,
	"chosen_option" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignment_history_errors_range" CHECK ("assignment_history"."errors" between 0 and "assignment_history"."questions")
);
--> statement-breakpoint
CREATE TABLE "error_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"level" integer NOT NULL,
	"question" text NOT NULL,
	"number_0" text NOT NULL,
	"number_1" text NOT NULL,
	"errorcount" integer NOT NULL,
	"answer" text NOT NULL,
	"correct_answer" text NOT NULL,
	"entries" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assignment_history" ADD CONSTRAINT "assignment_history_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_reports" ADD CONSTRAINT "error_reports_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assignment_history_attempt_key" ON "assignment_history" USING btree ("student_id","attempt_id");--> statement-breakpoint
CREATE INDEX "assignment_history_student_idx" ON "assignment_history" USING btree ("student_id","subject","local_date");--> statement-breakpoint
CREATE INDEX "error_reports_student_idx" ON "error_reports" USING btree ("student_id","created_at");