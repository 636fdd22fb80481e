-- A constant default: added without rewriting the table (PostgreSQL 11 and later). The level
-- rule starts from the level each child is at, with no recent work (decision 0018).
ALTER TABLE "student_subjects" ADD COLUMN IF NOT EXISTS "recent" text DEFAULT '' NOT NULL;
