/**
 * The engine a run plays: its game's own, or for a run of a teacher's set the set's, from the
 * version the run started with (an edit makes a new version; a run goes on with its questions).
 */
import { eq } from "drizzle-orm";
import { setVersions } from "../../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { engineForTitle, engines, type GameEngine } from "~/games";
import { placementEngine } from "~/games/learning/placement-engine";
import { SET_STAGE, type SetContent } from "~/games/sets/content";
import { setContentSchema } from "~/games/sets/content-schema";
import { setEngine } from "~/games/sets/engine";
import { practiceEngine } from "~/games/learning/practice-engine";
import type { RunState } from "~/games/types";

/** Versions never change, so one read each is enough for the process (a deleted one is never asked for again). */
const versions = new Map<string, SetContent>();
const VERSIONS_KEPT = 500;

/** The content of a version, or null when it is gone (its set was deleted). */
export async function versionContent(db: Queryable, versionId: string): Promise<SetContent | null> {
  const known = versions.get(versionId);
  if (known) return known;
  const [row] = await db.select({ content: setVersions.content }).from(setVersions).where(eq(setVersions.id, versionId));
  if (!row) return null;
  const content = setContentSchema.parse(row.content);
  if (versions.size >= VERSIONS_KEPT) versions.delete(versions.keys().next().value!);
  versions.set(versionId, content);
  return content;
}

/** A set's questions on its stage's game (sets/engine.ts). */
export function engineOfSet(content: SetContent): GameEngine {
  return setEngine(engines[SET_STAGE[content.kind]], content);
}

/** The engine of any run of `gameTitle`: the game's own, or for a set's run the set's (null once it was deleted). */
export async function engineOfRun(
  db: Queryable,
  gameTitle: string,
  run: { setVersionId: string | null; state?: unknown },
): Promise<GameEngine | null> {
  const state = run.state as RunState | undefined;
  // A placement run (learning/placement-engine.ts) asks the game's questions at the levels its check
  // chooses; a practice run (learning/practice-engine.ts) its plan's questions of the game's own engine.
  if (state?.placement) return placementEngineFor(gameTitle);
  const game = engineForTitle(gameTitle);
  if (state?.practice && game) return practiceEngine(game);
  if (!run.setVersionId) return game ?? null;
  const content = await versionContent(db, run.setVersionId);
  return content ? engineOfSet(content) : null;
}

/** A placement run's engine for `gameTitle` (`age`: a new check's, centred on the level for it), or null without an engine. */
export function placementEngineFor(gameTitle: string, age?: number): GameEngine | null {
  const engine = engineForTitle(gameTitle);
  return engine ? placementEngine(engine, age) : null;
}
