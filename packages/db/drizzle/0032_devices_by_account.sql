-- Remembered devices are named by the account's id now, no longer by its address
-- (docs/decisions/0024-remembered-devices.md): the rows named by address match no account any
-- more. Each such device is a stranger once, at its next sign-in, and is remembered again.
DELETE FROM "login_devices";
