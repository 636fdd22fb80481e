-- The catalog follows the literature's names (docs/misconceptions.md): what was called
-- borrow-across-zero-stops is Brown & Burton's Borrow-From-Zero.
UPDATE "focus_practices" SET "bug" = 'borrow-from-zero' WHERE "bug" = 'borrow-across-zero-stops';--> statement-breakpoint
-- Two bugs left the catalog for want of a published source; their practice sets could no
-- longer be judged or shown, so they go.
DELETE FROM "focus_practices" WHERE "bug" IN ('blank-as-one', 'wrong-digit-brought-down');
