CREATE TABLE "weekly_emails" (
	"parent_id" uuid NOT NULL,
	"iso_week" text NOT NULL,
	"status" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "weekly_emails_parent_id_iso_week_pk" PRIMARY KEY("parent_id","iso_week")
);
--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "unsubscribe_token" text;--> statement-breakpoint
ALTER TABLE "weekly_emails" ADD CONSTRAINT "weekly_emails_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parents_unsubscribe_key" ON "parents" USING btree ("unsubscribe_token");