CREATE TABLE "fact_counts" (
	"student_id" uuid NOT NULL,
	"operation" text NOT NULL,
	"local_date" text NOT NULL,
	"quick" integer NOT NULL,
	CONSTRAINT "fact_counts_student_id_operation_local_date_pk" PRIMARY KEY("student_id","operation","local_date")
);
--> statement-breakpoint
CREATE TABLE "fact_evidence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"local_date" text NOT NULL,
	"boxes" json NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "student_facts" ADD COLUMN "in_grids" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "facts_schedule" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "facts_operation" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "facts_days" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "fact_counts" ADD CONSTRAINT "fact_counts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fact_evidence" ADD CONSTRAINT "fact_evidence_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fact_evidence_student_idx" ON "fact_evidence" USING btree ("student_id","created_at");