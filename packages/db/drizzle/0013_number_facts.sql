CREATE TABLE "fact_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"student_id" uuid NOT NULL,
	"operation" text NOT NULL,
	"local_date" text NOT NULL,
	"summary" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_facts" (
	"student_id" uuid NOT NULL,
	"fact" text NOT NULL,
	"operation" text NOT NULL,
	"tries" integer NOT NULL,
	"right" integer NOT NULL,
	"recent" jsonb NOT NULL,
	"box" integer NOT NULL,
	"due" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "student_facts_student_id_fact_pk" PRIMARY KEY("student_id","fact")
);
--> statement-breakpoint
ALTER TABLE "fact_sessions" ADD CONSTRAINT "fact_sessions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_facts" ADD CONSTRAINT "student_facts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fact_sessions_student_idx" ON "fact_sessions" USING btree ("student_id","local_date");