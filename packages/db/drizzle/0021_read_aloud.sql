-- A nullable column without a default: added without rewriting or scanning the table.
ALTER TABLE "students" ADD COLUMN IF NOT EXISTS "read_aloud" boolean;
