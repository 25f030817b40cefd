// What a child knows, skill by skill: the answers of a finished run move the estimates of the
// skills they practised, the right way; a run that broke the pace teaches nothing; a teacher's
// set is a skill of its own; two runs finishing at once both count.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { runAnswers } from "../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { engines } from "~/games";
import { setSkillId } from "~/games/skills";
import { quizQuestion, setEngine } from "~/games/sets/engine";
import type { QuizContent } from "~/games/sets/content";
import { skillEstimatesOf } from "~/models/learning/estimates.server";
import { submitAnswer } from "~/models/runs/answers.server";
import { finishRun } from "~/models/runs/finish.server";
import { startRun, type Player, type Run } from "~/models/runs/runs.server";
import { createSet } from "~/models/sets/sets.server";
import { describeEachDatabase } from "../support/database";
import { createPlayer } from "../support/fixtures";
import { mathAnswer, seededGame } from "../support/games";
import { playAnswers } from "../support/learning";

const finish = (db: Queryable, run: Run) => finishRun(db, { run, premium: false, timeZone: "UTC" });

async function mathRun(db: Queryable, owner: Player, level = 4) {
  const { game } = await seededGame(db as never, "math-quest-number-crunch");
  const engine = engines["math-quest"];
  return { engine, run: await startRun(db, { gameId: game.id, engine, owner, level }) };
}

describeEachDatabase("what a child knows, skill by skill", (database) => {
  it("right answers raise the skills a run practised and wrong ones lower them, once the run ends", async () => {
    const { db } = database();
    const child = await createPlayer(db);
    const first = await mathRun(db, { userId: child.id });
    const played = await playAnswers(db, first.run, first.engine, 12, (run) => mathAnswer(run.state));
    // Nothing moves while the run is under way.
    expect(await skillEstimatesOf(db, child.id)).toEqual([]);
    await finish(db, played);
    const after = await skillEstimatesOf(db, child.id, "math-quest:");
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((skill) => skill.ability > 0 && skill.correct === skill.answers && skill.status === "practising")).toBe(true);
    expect(after.reduce((sum, skill) => sum + skill.answers, 0)).toBe(12);

    const second = await mathRun(db, { userId: child.id });
    await finish(db, await playAnswers(db, second.run, second.engine, 12, () => null));
    const lowered = await skillEstimatesOf(db, child.id, "math-quest:");
    for (const skill of after) {
      const now = lowered.find((s) => s.skill === skill.skill)!;
      if (now.answers > skill.answers) expect(now.ability, skill.skill).toBeLessThan(skill.ability);
    }
  });

  it("a skill answered right often enough is mastered, and says when", async () => {
    const { db } = database();
    const child = await createPlayer(db);
    const { engine, run } = await mathRun(db, { userId: child.id }, 1);
    await finish(db, await playAnswers(db, run, engine, 60, (r) => mathAnswer(r.state)));
    const mastered = (await skillEstimatesOf(db, child.id)).filter((skill) => skill.status === "mastered");
    expect(mastered.length).toBeGreaterThan(0);
    expect(mastered.every((skill) => skill.masteredAt instanceof Date)).toBe(true);
  });

  it("a run that broke the pace teaches nothing, and a visitor has no estimates", async () => {
    const { db } = database();
    const child = await createPlayer(db);
    const started = await mathRun(db, { userId: child.id });
    const engine = started.engine;
    let run = started.run;
    // A hundred right answers in a second, from the end of the loading screen.
    for (let i = 0; i < 100 && !run.tooFast; i++) {
      const now = new Date(run.playsFrom.getTime() + i * 10);
      const outcome = await submitAnswer(db, { run, engine, index: run.state.index, answer: mathAnswer(run.state), now });
      if (outcome.status === "answered" || outcome.status === "too-fast") run = outcome.run;
    }
    expect(run.tooFast).toBe(true);
    await finish(db, run);
    expect(await skillEstimatesOf(db, child.id)).toEqual([]);

    const visitor = await mathRun(db, { visitorId: "visitor-learning" });
    const visited = await playAnswers(db, visitor.run, visitor.engine, 5, (r) => mathAnswer(r.state));
    await finish(db, visited);
    expect(await db.select().from(runAnswers).where(eq(runAnswers.runId, visited.id))).toEqual([]);
  });

  it("a teacher's set is one skill of its own", async () => {
    const { db } = database();
    const { game } = await seededGame(db as never, "logic-lab");
    const teacher = await createPlayer(db);
    const content: QuizContent = {
      kind: "quiz",
      questions: Array.from({ length: 5 }, (_, i) => ({ question: `Question ${i + 1}?`, answers: ["A", "B", "C"], right: 0, seconds: 20 })),
      shuffleQuestions: true,
      shuffleAnswers: true,
    };
    const made = await createSet(db, teacher.id, { title: "Week 4", content });
    if (!made.ok) throw new Error(made.message);
    const engine = setEngine(engines["logic-lab"], content);
    const child = await createPlayer(db);
    const run = await startRun(db, {
      gameId: game.id,
      engine,
      owner: { userId: child.id },
      set: { id: made.set.id, versionId: made.set.versionId! },
    });
    const rightOption = (r: Run) => String(quizQuestion(content, r.state).order.indexOf(0));
    await finish(db, await playAnswers(db, run, engine, 5, rightOption));
    const [skill] = await skillEstimatesOf(db, child.id);
    expect(skill).toMatchObject({ skill: setSkillId(made.set.id), answers: 5, correct: 5 });
  });

  it("two runs of one child finishing at the same moment both count", async () => {
    const { db } = database();
    const child = await createPlayer(db);
    const runs = await Promise.all(
      [0, 1].map(async () => {
        const { engine, run } = await mathRun(db, { userId: child.id }, 1);
        return playAnswers(db, run, engine, 8, (r) => mathAnswer(r.state));
      }),
    );
    await Promise.all(runs.map((run) => finish(db, run)));
    const skills = await skillEstimatesOf(db, child.id);
    expect(skills.reduce((sum, skill) => sum + skill.answers, 0)).toBe(16);
  });
});
