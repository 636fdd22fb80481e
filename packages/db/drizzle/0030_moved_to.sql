-- The level the level rule moved a child to by itself (docs/decisions/0027-placement.md): it may
-- now be more than one down. A nullable column without a default: added without rewriting or
-- scanning the table; null for every row before it (the report reads those as one down).
ALTER TABLE "assignment_history" ADD COLUMN IF NOT EXISTS "moved_to" integer;
