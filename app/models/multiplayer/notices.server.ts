import { z } from "zod";
import { feedbackSchema, stateSchema } from "../runs/runs.server";
import type { LoadedSession } from "./sessions.server";

/**
 * A change published on 'cleverplay_session': the session's id, and for a race answer
 * (record_race_answer) what it changed, after a space.
 */
export interface SessionNotice {
  sessionId: string;
  answer?: z.infer<typeof answerNoticeSchema>;
}

const answerNoticeSchema = z.object({
  v: z.number().int(),
  seat: z.number().int().min(1),
  state: stateSchema,
  feedback: feedbackSchema,
});

export function readSessionNotice(payload: string): SessionNotice {
  const space = payload.indexOf(" ");
  if (space < 0) return { sessionId: payload };
  const answer = answerNoticeSchema.safeParse(JSON.parse(payload.slice(space + 1)));
  // A notice this code cannot read still says the session changed: it is read again.
  return { sessionId: payload.slice(0, space), ...(answer.success ? { answer: answer.data } : {}) };
}

/**
 * The session after an answer's notice, from the session as it was known: the same when the
 * notice is already in it, undefined when it cannot be told from it (a change was missed, or
 * the run is not the one known) and the session must be read again.
 */
export function withAnswer(known: LoadedSession, answer: NonNullable<SessionNotice["answer"]>): LoadedSession | undefined {
  const { session, seats } = known;
  if (answer.v <= session.version) return known;
  const seat = seats.find((s) => s.seat === answer.seat);
  if (answer.v !== session.version + 1 || !seat?.run) return undefined;
  const answered = { ...seat, score: answer.state.score, run: { ...seat.run, state: answer.state, feedback: answer.feedback } };
  return {
    ...known,
    session: { ...session, version: answer.v },
    seats: seats.map((s) => (s === seat ? answered : s)),
  };
}
