ALTER TABLE "students" ADD COLUMN "stars" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "streak_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "streak_last" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "badges" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Work recorded before rewards existed earns its stars and first badges (the streak starts afresh).
UPDATE "students" SET
  "stars" = coalesce((SELECT sum(h."questions" - h."errors") FROM "assignment_history" h WHERE h."student_id" = "students"."id"), 0),
  "badges" = jsonb_strip_nulls(jsonb_build_object(
    'first-problem', (SELECT jsonb_build_object('on', min(h."local_date"), 'seen', false) FROM "assignment_history" h WHERE h."student_id" = "students"."id" HAVING count(*) > 0),
    'ten-in-a-row', (SELECT jsonb_build_object('on', min(h."local_date"), 'seen', false) FROM "assignment_history" h WHERE h."student_id" = "students"."id" AND h."errors" = 0 AND h."questions" >= 10 HAVING count(*) > 0)
  ));
