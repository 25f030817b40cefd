-- A run's level and answer counts as columns the database keeps from its state, for the teacher's
-- class page, which sums them over a whole class's runs. A value that is not a whole number leaves
-- the column null rather than refusing the state. One statement: the table is rewritten once.
ALTER TABLE "game_runs"
  ADD COLUMN "level" integer GENERATED ALWAYS AS (case when state->>'level' ~ '^[1-9][0-9]{0,5}$' then (state->>'level')::integer end) STORED,
  ADD COLUMN "correct" integer GENERATED ALWAYS AS (case when state->>'correct' ~ '^[0-9]{1,6}$' then (state->>'correct')::integer end) STORED,
  ADD COLUMN "answered" integer GENERATED ALWAYS AS (case when state->>'answered' ~ '^[0-9]{1,6}$' then (state->>'answered')::integer end) STORED;
