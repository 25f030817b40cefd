/**
 * What the player is shown of a form of the answer service (answer-service.server.ts): an answer's
 * outcome (on a play page and over a class race's socket) and the toast of a finish.
 */
import type { GameEngine } from "~/games";
import { completionToast } from "~/games/rewards";
import type { PlayActionData } from "~/games/run-view";
import type { Toast } from "~/utils/toast.server";
import { challengeCoins, challengeLimitText } from "../challenges/completion.server";
import { earnedBadgeCoins } from "../badges.server";
import { catalogWords } from "~/i18n/catalog.server";
import { fixedT } from "~/i18n/messages.server";
import { DEFAULT_LANGUAGE } from "~/i18n/config";
import { earliestAnswer, TOO_FAST_MESSAGE, type AnswerOutcome } from "./answers.server";
import type { FinishedRun } from "./finish.server";
import type { Run } from "./runs.server";
import { said } from "./play-words.server";
import { publicState } from "./view.server";

/** What a form leads to: a reply shown on the page, or the run's page (with a toast). */
export type PlayOutcome = { reply: PlayActionData; status: number; headers?: HeadersInit } | { showRun: string; toast?: Toast };

export const refused = (error: string, status: number): PlayOutcome => ({ reply: { error }, status });

export interface AnswerForm {
  runId: string;
  index: number;
  answer: string;
  /** The JavaScript client wants the outcome as data instead of the next page. */
  mode?: "json";
}

const TIME_UP = { title: said("said.timeUp"), description: said("said.lateAnswer"), variant: "info" } as const;

/**
 * What the player is shown of an answer's outcome: as data, the server's truth about the run (its
 * state and next question) for the page to carry on from; else the run's page, with a toast when
 * the answer was refused.
 */
export function answerReply(outcome: AnswerOutcome, form: AnswerForm, engine: Pick<GameEngine, "question" | "minAnswerMs">): PlayOutcome {
  const asData = form.mode === "json";
  const carryOn = (run: Run) => ({ answeredIndex: form.index, state: publicState(run.state), question: engine.question(run.state) });
  switch (outcome.status) {
    case "answered":
      return asData ? { reply: { ...carryOn(outcome.run), feedback: outcome.feedback }, status: 200 } : { showRun: outcome.run.id };
    case "invalid":
      return { reply: { error: outcome.message, field: "answer", answer: form.answer, answeredIndex: form.index }, status: 400 };
    case "stale":
      // A double submit, or another tab: carry on from the run as it is.
      return asData
        ? { reply: { error: said("said.alreadyAnswered"), ...carryOn(outcome.run) }, status: 409 }
        : { showRun: outcome.run.id };
    case "early":
    case "too-fast": {
      // Refused: the question stays; the player is told why (a run that broke the pace now earns nothing).
      const message = outcome.status === "early" ? said("said.notStarted") : TOO_FAST_MESSAGE;
      if (!asData) return { showRun: outcome.run.id, toast: { title: said("said.notSoFast"), description: message, variant: "info" } };
      const reply = { error: message, field: "answer" as const, answer: form.answer, ...carryOn(outcome.run) };
      if (outcome.status === "early") return { reply, status: 409 };
      // Like every 429: when an answer would keep the pace again.
      const wait = Math.max(1, Math.ceil((earliestAnswer(outcome.run, engine) - Date.now()) / 1000));
      return { reply, status: 429, headers: { "Retry-After": String(wait) } };
    }
    case "over":
      return asData
        ? { reply: { error: `${TIME_UP.title} ${TIME_UP.description}`, answeredIndex: form.index, over: true }, status: 409 }
        : { showRun: outcome.run.id, toast: TIME_UP };
  }
}

/**
 * The toast of a run finished just now: every amount it paid where the coins are shown ("+5 CC,
 * +10 CC daily challenge “…”, +10 CC First Steps badge"), then the day's challenge limit if met; in the player's `language`.
 */
export function finishToast({ run, finishedNow, badges, challenges }: FinishedRun, language: string = DEFAULT_LANGUAGE): Toast | undefined {
  if (!finishedNow || !run.reward) return undefined;
  const t = fixedT(language, "common");
  const toast = completionToast(run.reward, t, [
    ...challengeCoins(challenges, t, catalogWords(language)),
    ...earnedBadgeCoins(badges, language),
  ]);
  return {
    ...toast,
    description: [toast.description, challengeLimitText(challenges, t)].filter(Boolean).join(" "),
  };
}
