-- A new table, nothing rewritten: the devices a sign-in remembered, each under the keyed hash
-- of its account, so that a change of password or passcode can forget them
-- (docs/decisions/0024-remembered-devices.md). The key is made with the table, so the
-- statement runs again harmlessly.
CREATE TABLE IF NOT EXISTS "login_devices" (
	"account" text NOT NULL,
	"nonce" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_devices_account_nonce_pk" PRIMARY KEY("account","nonce")
);
