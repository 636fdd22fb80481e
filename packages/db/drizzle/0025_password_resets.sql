-- A new table, nothing rewritten: one pending password reset per parent, its link's token
-- only as a hash, for 60 minutes (docs/decisions/0023-password-reset.md). The foreign key and
-- the token's unique index are made with the table, so the statement runs again harmlessly.
CREATE TABLE IF NOT EXISTS "password_resets" (
	"parent_id" uuid PRIMARY KEY NOT NULL CONSTRAINT "password_resets_parent_id_parents_id_fk" REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action,
	"token_hash" text NOT NULL CONSTRAINT "password_resets_token_key" UNIQUE,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
