ALTER TABLE "weekly_emails" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "weekly_emails" ADD COLUMN "message" jsonb;--> statement-breakpoint
ALTER TABLE "weekly_emails" ADD COLUMN "sending_until" timestamp with time zone;