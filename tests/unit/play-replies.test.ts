// What the play page tells a player after an answer or a finish, from the outcome alone: the
// JavaScript client gets the server's truth as data, a page without JavaScript the run again.
import { describe, expect, it } from "vitest";
import { engines } from "~/games";
import type { CompletionReward } from "~/games/run-view";
import { answerReply, finishToast } from "~/models/runs/replies.server";
import type { Run } from "~/models/runs/runs.server";

const engine = engines["math-quest"];
const state = engine.start("seed-of-the-test", 1);
const run: Run = {
  id: "run-1",
  gameId: "game-1",
  userId: "player-1",
  challengeId: null,
  state,
  feedback: null,
  startedAt: new Date(0),
  playsFrom: new Date(1000),
  deadline: new Date(61_000),
  tooFast: false,
  finishedAt: null,
  reward: null,
  levelPreviousBest: null,
  freeRun: false,
  timer: "standard",
  setId: null,
  setVersionId: null,
  classRacePlayerId: null,
};
const sentAt = (mode?: "json") => ({ runId: run.id, index: 0, answer: "4", mode });
const shown = { answeredIndex: 0, state: expect.not.objectContaining({ seed: expect.anything() }), question: engine.question(state) };

describe("the reply to an answer", () => {
  it("is the next question as data, or the run's page again", () => {
    const feedback = { index: 0, answer: "4", correct: true, points: 1, correctAnswer: "4" };
    expect(answerReply({ status: "answered", run, feedback }, sentAt("json"), engine)).toEqual({
      reply: { ...shown, feedback },
      status: 200,
    });
    expect(answerReply({ status: "answered", run, feedback }, sentAt(), engine)).toEqual({ showRun: "run-1" });
  });

  it("keeps a refused answer in its box with the engine's reason", () => {
    expect(answerReply({ status: "invalid", message: "Please enter an answer." }, sentAt("json"), engine)).toEqual({
      reply: { error: "Please enter an answer.", field: "answer", answer: "4", answeredIndex: 0 },
      status: 400,
    });
  });

  it("carries on from the run as it is after a double submit", () => {
    expect(answerReply({ status: "stale", run }, sentAt("json"), engine)).toEqual({
      reply: { error: "That question was already answered.", ...shown },
      status: 409,
    });
    expect(answerReply({ status: "stale", run }, sentAt(), engine)).toEqual({ showRun: "run-1" });
  });

  it("says why an answer that came too soon did not count", () => {
    expect(answerReply({ status: "early", run }, sentAt("json"), engine)).toMatchObject({
      reply: { error: "The game has not started yet.", field: "answer", answer: "4", ...shown },
      status: 409,
    });
    expect(answerReply({ status: "too-fast", run }, sentAt("json"), engine)).toMatchObject({
      reply: { error: expect.stringContaining("faster than anyone can read"), field: "answer" },
      status: 429,
    });
    expect(answerReply({ status: "too-fast", run }, sentAt(), engine)).toEqual({
      showRun: "run-1",
      toast: { title: "Not so fast!", description: expect.stringContaining("earns no Clever Coins"), variant: "info" },
    });
  });

  it("says time is up when the answer arrived after the end", () => {
    expect(answerReply({ status: "over", run }, sentAt("json"), engine)).toEqual({
      reply: { error: "Time's up! That answer arrived after the end of the game.", answeredIndex: 0, over: true },
      status: 409,
    });
    expect(answerReply({ status: "over", run }, sentAt(), engine)).toEqual({
      showRun: "run-1",
      toast: { title: "Time's up!", description: "That answer arrived after the end of the game.", variant: "info" },
    });
  });
});

describe("the toast of a finish", () => {
  const reward: CompletionReward = {
    cc_awarded: 5,
    current_count: 1,
    max_daily_rewards: 10,
    success: true,
    score: 3,
    previous_best: 0,
    new_best: true,
  };
  const finished = { ...run, finishedAt: new Date(62_000), reward };

  it("says what the run paid, then the challenges and badges it completed", () => {
    expect(
      finishToast({
        run: finished,
        finishedNow: true,
        challenges: [{ status: "completed", title: "Number Ninja", reward: 10 }, { status: "already-completed" }],
        badges: [{ key: "first_game", name: "First Steps", tokensReward: 10 }],
      }),
    ).toEqual({
      title: "New High Score!",
      description: "You scored 3 points and earned +5 CC, +10 CC daily challenge “Number Ninja”, +10 CC First Steps badge!",
      variant: "success",
    });
  });

  it("is not shown again for a run finished already, nor for a visitor's run", () => {
    expect(finishToast({ run: finished, finishedNow: false, challenges: [], badges: [] })).toBeUndefined();
    expect(finishToast({ run: { ...finished, reward: null }, finishedNow: true, challenges: [], badges: [] })).toBeUndefined();
  });
});
