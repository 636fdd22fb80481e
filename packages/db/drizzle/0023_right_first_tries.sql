-- A constant default: added without rewriting the table (PostgreSQL 11 and later). The
-- problems a child answered right at the first try weigh against a bug that would have got
-- them wrong (docs/misconceptions.md, "Named on evidence"); earlier work has none recorded.
ALTER TABLE "assignment_history" ADD COLUMN IF NOT EXISTS "right_first_tries" text DEFAULT '' NOT NULL;
