-- The address a password-reset link was mailed to (docs/decisions/0023-password-reset.md): the
-- link sets a password, and verifies, only for that address. A nullable column without a
-- default: added without rewriting the table. Links made before it have none and are refused
-- (they last an hour; the parent asks again).
ALTER TABLE "password_resets" ADD COLUMN IF NOT EXISTS "email" text;
