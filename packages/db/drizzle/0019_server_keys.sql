-- A new, empty table: nothing to lock or scan.
CREATE TABLE IF NOT EXISTS "server_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
