-- migrate: no-transaction
-- Built CONCURRENTLY: the children keep writing error reports while the index is built
-- (docs/operations.md "Migrations"). A build that failed (its lock timed out) leaves an
-- invalid index behind: each is dropped first, so a retry builds it again.
DROP INDEX CONCURRENTLY IF EXISTS "devices_created_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY "devices_created_idx" ON "devices" USING btree ("created_at");--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "error_reports_created_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY "error_reports_created_idx" ON "error_reports" USING btree ("created_at");
