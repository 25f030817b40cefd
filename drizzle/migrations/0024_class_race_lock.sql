-- A class race its host has locked: nobody new joins; its players come back as before
-- (app/models/class-races/players.server.ts, docs/decisions/class-race-seats.md).
ALTER TABLE "class_races" ADD COLUMN "locked" boolean DEFAULT false NOT NULL;
