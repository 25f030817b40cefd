-- A run's level and answer counts as columns the database keeps from its state, for the teacher's
-- class page, which sums them over a whole class's runs. One statement: the table is rewritten once.
ALTER TABLE "game_runs"
  ADD COLUMN "level" integer GENERATED ALWAYS AS ((state->>'level')::integer) STORED,
  ADD COLUMN "correct" integer GENERATED ALWAYS AS ((state->>'correct')::integer) STORED,
  ADD COLUMN "answered" integer GENERATED ALWAYS AS ((state->>'answered')::integer) STORED;
