-- migrate: no-transaction
-- An address is one account's only once verified (decision 0012). The new indexes are
-- built CONCURRENTLY (a failed build dropped first) before the old unique one goes, so
-- sign-ins keep an index on the address all along.
DROP INDEX CONCURRENTLY IF EXISTS "parents_email_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY "parents_email_idx" ON "parents" USING btree ("email");--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "parents_verified_email_key";--> statement-breakpoint
CREATE UNIQUE INDEX CONCURRENTLY "parents_verified_email_key" ON "parents" USING btree ("email") WHERE email_verified;--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "parents_email_key";
