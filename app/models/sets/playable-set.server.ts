/**
 * A teacher's set played solo from its link (/play/set/{id}): the set, if it may be played, on its
 * stage's game. Its runs go through the answer service (runs/answer-service.server.ts) by the
 * set's rules: server-scored, the pace rule, the game's daily coin limits, never ranked, each run
 * scored from the version it started with; a word list or a quiz ends after its last question, a
 * math set runs for the game's time.
 */
import { eq } from "drizzle-orm";
import { engines } from "~/games";
import { SET_STAGE, type SetContent } from "~/games/sets/content";
import { games } from "../../../drizzle/schema";
import type { Queryable } from "~/db.server";
import type { Game } from "../games.server";
import type { SetOnStage } from "../runs/answer-service.server";
import { versionContent } from "../runs/engines.server";
import { isHidden, setById, type TeacherSet } from "./sets.server";

export interface PlayableSet {
  set: TeacherSet;
  content: SetContent;
  /** The game whose stage plays it, and whose daily limits its runs count under. */
  game: Game;
}

/**
 * Why a set's page shows no set: unknown (404), deleted by its teacher (410), hidden by reports
 * (403); `said` is the key of its words in the "play" messages, the page says it in the reader's.
 */
export type SetRefusal = { status: 404 | 410 | 403; said: "set.notFound" | "set.deleted" | "set.hidden" };

const SET_NOT_FOUND: SetRefusal = { status: 404, said: "set.notFound" };
const SET_DELETED: SetRefusal = { status: 410, said: "set.deleted" };
const SET_HIDDEN: SetRefusal = { status: 403, said: "set.hidden" };

export async function playableSet(db: Queryable, setId: string): Promise<PlayableSet | SetRefusal> {
  const set = await setById(db, setId);
  if (!set) return SET_NOT_FOUND;
  if (!set.versionId) return SET_DELETED;
  if (await isHidden(db, set)) return SET_HIDDEN;
  const content = await versionContent(db, set.versionId);
  if (!content) return SET_DELETED;
  const [game] = await db.select().from(games).where(eq(games.title, engines[SET_STAGE[set.kind]].title));
  if (!game) return SET_NOT_FOUND;
  return { set, content, game };
}

/** What the answer service plays on the set's page: the stage's game and the set's current version. */
export function setOnStage({ set, content, game }: PlayableSet): { game: Game; set: SetOnStage } {
  return { game, set: { id: set.id, versionId: set.versionId!, content } };
}
