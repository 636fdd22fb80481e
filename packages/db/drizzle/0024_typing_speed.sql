-- A nullable column: added without rewriting the table. The child's typing time per digit,
-- measured by Quick Facts, is taken off a grid box's time before it counts as thinking
-- (docs/decisions/0010-fact-fluency.md); a child who never did Quick Facts has none.
ALTER TABLE "students" ADD COLUMN IF NOT EXISTS "typing_ms_per_digit" integer;
