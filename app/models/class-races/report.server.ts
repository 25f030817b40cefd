/**
 * The host's report of a class race: every player's score, answers and accuracy, and the
 * questions most players got wrong with their right answers; the same table as CSV.
 *
 * Answers are kept per player (class_race_answers). The question a player saw is worked out
 * again from the race's seed and the player's answers before it: since every run of a race is
 * `shared`, the whole class met one sequence (races started before that met each their own, as a
 * game may pick harder questions as the score grows; their first run's state says which).
 */
import { withLanguage, type GameLanguage } from "~/games/language";
import type { TFunction } from "i18next";
import { englishT } from "~/i18n/messages.server";
import { csvLine } from "~/utils/csv";
import { asc, eq } from "drizzle-orm";
import { classRaceAnswers, classRacePlayers, gameRuns } from "../../../drizzle/schema";
import type { Queryable } from "~/db.server";
import type { GameEngine, RunState } from "~/games";
import { answerText, type RoomView } from "~/utils/class-race";
import type { ClassRace } from "./races.server";
import { loadRoom } from "./room.server";
import { engineOfRun } from "../runs/engines.server";
import { eventsCsv, raceEvents, type ReportEvent } from "./report-events.server";

/**
 * The engine the race's runs played (the game's, or the set's version they all started with; none
 * once the set is deleted), and whether they shared one sequence of questions.
 */
async function raceEngine(db: Queryable, race: ClassRace, gameTitle: string): Promise<{ engine?: GameEngine; shared: boolean }> {
  const [run] = await db
    .select({ setVersionId: gameRuns.setVersionId, state: gameRuns.state })
    .from(gameRuns)
    .innerJoin(classRacePlayers, eq(classRacePlayers.id, gameRuns.classRacePlayerId))
    .where(eq(classRacePlayers.raceId, race.id))
    .limit(1);
  if (!run) return { shared: false };
  return { engine: (await engineOfRun(db, gameTitle, run)) ?? undefined, shared: (run.state as RunState).shared === true };
}

export interface ReportAnswer {
  index: number;
  question: string;
  answer: string;
  correct: boolean;
  correctAnswer: string;
}

export interface ReportPlayer {
  place: number;
  name: string;
  visitor: boolean;
  score: number;
  /** Gold Quest's gold at the end (0 in the other modes). */
  gold: number;
  answered: number;
  correct: number;
  /** Right answers out of those given, in whole percent (0 with none given). */
  accuracy: number;
  answers: ReportAnswer[];
}

export interface MissedQuestion {
  question: string;
  correctAnswer: string;
  answered: number;
  wrong: number;
}

export interface RaceReport {
  room: RoomView;
  players: ReportPlayer[];
  /** Questions more than half of the players who answered them got wrong, most missed first. */
  missed: MissedQuestion[];
  /** What the race's mode made happen (none in Classic), oldest first. */
  events: ReportEvent[];
}

type AnswerRow = typeof classRaceAnswers.$inferSelect;

/**
 * The prompts a player saw, from the seed and their own answers (the state before each one), in
 * the report's reader's language: one seed asks every player the same question, whatever theirs.
 */
function withQuestions(
  { engine, shared }: { engine?: GameEngine; shared: boolean },
  race: ClassRace,
  rows: AnswerRow[],
  language: GameLanguage,
  t: TFunction,
): ReportAnswer[] {
  let state: RunState = withLanguage({ seed: race.seed, index: 0, score: 0, correct: 0, answered: 0, streak: 0 }, language);
  if (race.level !== null) state = { ...state, level: race.level };
  if (shared) state = { ...state, shared: true };
  return rows.map((row) => {
    state = { ...state, index: row.index };
    const question = engine ? engine.question(state) : null;
    // The option's text for a choice; the prompt itself otherwise.
    const shown = question?.prompt ?? t("csv.question", { number: row.index + 1 });
    const answer = question?.kind === "choice" && question.options ? (question.options[Number(row.answer)] ?? row.answer) : row.answer;
    // The right answer in the reader's words too: the stored one is in the player's (a choice's option text).
    const correctAnswer = engine ? engine.answer(state, row.answer).correctAnswer : row.correctAnswer;
    state = {
      ...state,
      score: state.score + row.points,
      correct: state.correct + (row.correct ? 1 : 0),
      answered: state.answered + 1,
      streak: row.correct ? state.streak + 1 : 0,
    };
    return { index: row.index, question: shown, answer, correct: row.correct, correctAnswer };
  });
}

/** The report in the reader's words (`t`: "classrace"), its questions and right answers in the reader's `language`. */
export async function raceReport(
  db: Queryable,
  race: ClassRace,
  t: TFunction = englishT("classrace"),
  language: GameLanguage = "en",
): Promise<RaceReport | null> {
  const room = await loadRoom(db, race.id);
  if (!room) return null;
  const played = await raceEngine(db, race, room.game.title);
  const rows = await db
    .select()
    .from(classRaceAnswers)
    .where(eq(classRaceAnswers.raceId, race.id))
    .orderBy(asc(classRaceAnswers.playerId), asc(classRaceAnswers.index));
  const players = room.players.map((player, i): ReportPlayer => {
    const answers = withQuestions(
      played,
      race,
      rows.filter((row) => row.playerId === player.id),
      language,
      t,
    );
    const correct = answers.filter((a) => a.correct).length;
    return {
      place: i + 1,
      name: player.name,
      visitor: player.visitor,
      score: player.score,
      gold: player.gold,
      answered: answers.length,
      correct,
      accuracy: answers.length ? Math.round((100 * correct) / answers.length) : 0,
      answers,
    };
  });
  const names = new Map(room.players.map((p) => [p.id, p.name]));
  const events = await raceEvents(db, race.id, (id) => (id && names.get(id)) || t("report.leftPlayer"), t);
  return { room, players, missed: missedQuestions(players, played.shared), events };
}

/**
 * Questions most of those who answered them got wrong, by how many got them wrong. On one shared
 * sequence a question is its place in it (players in other languages read it in other words);
 * otherwise its words in the reader's language.
 */
export function missedQuestions(players: ReportPlayer[], shared: boolean, limit = 10): MissedQuestion[] {
  const byQuestion = new Map<string, MissedQuestion>();
  for (const answer of players.flatMap((p) => p.answers)) {
    const key = shared ? String(answer.index) : `${answer.question}\u0000${answer.correctAnswer}`;
    const entry = byQuestion.get(key) ?? { question: answer.question, correctAnswer: answer.correctAnswer, answered: 0, wrong: 0 };
    entry.answered++;
    if (!answer.correct) entry.wrong++;
    byQuestion.set(key, entry);
  }
  return [...byQuestion.values()]
    .filter((q) => q.wrong * 2 > q.answered)
    .sort((a, b) => b.wrong - a.wrong || b.answered - a.answered)
    .slice(0, limit);
}

/**
 * The report's player table as CSV (RFC 4180, CRLF line ends), then each player's answers, a column
 * per question (Gold Quest: their gold after the score); then the mode's events, if any. Headings
 * and words in the reader's (`t`, the report's own: raceReport with the same `t` and language).
 */
export function reportCsv(report: RaceReport, t: TFunction = englishT("classrace")): string {
  const gold = report.room.mode === "gold";
  const questions = Math.max(0, ...report.players.flatMap((p) => p.answers.map((a) => a.index + 1)));
  const numbers = Array.from({ length: questions }, (_, i) => i);
  const columns = [
    t("csv.place"),
    t("csv.player"),
    t("csv.visitor"),
    t("csv.score"),
    ...(gold ? [t("csv.gold")] : []),
    t("csv.answered"),
    t("csv.correct"),
    t("csv.accuracy"),
  ];
  const lines = [csvLine([...columns, ...numbers.map((i) => t("csv.question", { number: i + 1 }))])];
  for (const p of report.players) {
    const answers = numbers.map((i) => p.answers.find((a) => a.index === i));
    lines.push(
      csvLine([
        p.place,
        p.name,
        p.visitor ? t("csv.yes") : t("csv.no"),
        p.score,
        ...(gold ? [p.gold] : []),
        p.answered,
        p.correct,
        p.accuracy,
        ...answers.map((a) => (a ? answerText(a, t) : "")),
      ]),
    );
  }
  return lines.join("") + eventsCsv(report.events, t);
}
