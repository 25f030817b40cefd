/**
 * Teachers' sets on both databases, as teachers and players meet them: only the set's teacher
 * changes or deletes it (403), unknown or malformed ids are 404 and bad input a 4xx (never a
 * 500); a run is scored from the set as it was when it started; a set's runs pay under the
 * game's daily limit and leave the game's best alone; reports count only from players who played
 * it, and hide it only from several networks, until its teacher edits it; a deleted set's link says so (410), its runs keep their scores and its questions go.
 */
import type { AppLoadContext } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { dailyGameCompletions, gameRuns, games, runMisses, setVersions, userGameProgress, users } from "../../drizzle/schema";
import type { QuizContent } from "~/games/sets/content";
import { quizQuestion } from "~/games/sets/engine";
import { createSignInSession } from "~/models/auth.server";
import { seed } from "~/models/seed.server";
import { createSet, setById, updateSet } from "~/models/sets/sets.server";
import { findRunById } from "~/models/runs/runs.server";
import { createClass } from "~/models/classes/classes.server";
import { joinClass } from "~/models/classes/membership.server";
import { classProgress } from "~/models/classes/class-progress.server";
import { homeworkReport } from "~/models/classes/homework-report.server";
import { homeworkCards } from "~/models/classes/homework-cards.server";
import { classRaceById, finishClassRace, startClassRace } from "~/models/class-races/races.server";
import { joinClassRace, runIdOfPlayer, findRacePlayer } from "~/models/class-races/players.server";
import { raceReport } from "~/models/class-races/report.server";
import { answerPlay } from "~/models/runs/answer-service.server";
import { setEngine } from "~/games/sets/engine";
import { engines } from "~/games";
import { versionContent } from "~/models/runs/engines.server";
import { checkDraft } from "~/models/sets/validate.server";
import { exportAccountData } from "~/models/account-data.server";
import { action as classPageAction } from "~/routes/teach.classes.$classId";
import { action as hostRace } from "~/routes/class-races.new";
import { classRaces } from "../../drizzle/schema";
import { action as playSetAction, loader as playSetPage } from "~/routes/play.set.$setId";
import { action as playGameAction } from "~/routes/play.$";
import { playPath } from "~/utils/slug";
import { action as editSet, loader as editPage } from "~/routes/teach.sets.$setId";
import { action as newSet } from "~/routes/teach.sets.new";
import { action as reviewAction, loader as reviewPage } from "~/routes/admin.set-reports";
import { describeEachDatabase } from "../support/database";
import { formPost, get, testContext } from "../support/context";
import { createPlayer } from "../support/fixtures";
import { skipLoadingScreen } from "../support/games";
import { callRoute, type RouteFn, signedInAdult, toastOf } from "../support/routes";

const WORDS = "beach - sand by the sea\ngarden\tflowers grow here\nplanet\nwindow\npocket - in your coat";

function quiz(right: number): QuizContent {
  return {
    kind: "quiz",
    questions: Array.from({ length: 5 }, (_, i) => ({ question: `Question ${i + 1}?`, answers: ["A", "B", "C"], right, seconds: 20 })),
    shuffleQuestions: true,
    shuffleAnswers: true,
  };
}

const setPage = (context: AppLoadContext, setId: string, headers: Record<string, string> = {}, run = "") =>
  callRoute(playSetPage as RouteFn, get(`/play/set/${setId}${run ? `?run=${run}` : ""}`, headers), context, { setId });
const playPost = (context: AppLoadContext, setId: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  callRoute(playSetAction as RouteFn, formPost(`/play/set/${setId}`, fields, headers), context, { setId });

describeEachDatabase("teachers' sets", (database) => {
  it("lets only the set's teacher change or delete it, and answers bad input with a 4xx", async () => {
    const context = testContext(database());
    await seed(context.db);
    const teacher = await signedInAdult(context, { username: "ms_rivera" });
    const other = await signedInAdult(context, { username: "mr_okafor" });
    const post = (url: string, cookie: string, fields: Record<string, string>, fn: RouteFn, params: Record<string, string> = {}) =>
      callRoute(fn, formPost(url, fields, { Cookie: cookie }), context, params);

    const refused = await post(
      "/teach/sets/new?kind=words",
      teacher.cookie,
      { intent: "save", title: "Week 3", words: "fr0g" },
      newSet as RouteFn,
    );
    expect(refused.status).toBe(400);
    expect((await refused.json()).problems).toEqual([
      { line: 1, field: "Word", message: "letters only, one word a line." },
      { line: null, field: "Words", message: "a list has 5 to 200 words (this one has 1)." },
    ]);
    const saved = await post(
      "/teach/sets/new?kind=words",
      teacher.cookie,
      { intent: "save", title: "Week 3", words: WORDS },
      newSet as RouteFn,
    );
    expect(saved.status).toBe(302);
    const setId = saved.headers.get("Location")!.split("/").pop()!;
    expect(await toastOf(saved, context)).toEqual({ title: "Set saved", description: "Week 3 is ready to play." });

    // Another teacher: 403 on every form; unknown and malformed ids: 404; a kind that is none: 400.
    const edit = { intent: "save", title: "Mine now", words: WORDS };
    expect((await post(`/teach/sets/${setId}`, other.cookie, edit, editSet as RouteFn, { setId })).status).toBe(403);
    expect((await post(`/teach/sets/${setId}`, other.cookie, { intent: "delete" }, editSet as RouteFn, { setId })).status).toBe(403);
    expect((await callRoute(editPage as RouteFn, get(`/teach/sets/${setId}`, { Cookie: other.cookie }), context, { setId })).status).toBe(
      403,
    );
    for (const id of ["not-a-set", "00000000-0000-4000-8000-000000000000"]) {
      expect(
        (await callRoute(editPage as RouteFn, get(`/teach/sets/${id}`, { Cookie: teacher.cookie }), context, { setId: id })).status,
      ).toBe(404);
      expect((await setPage(context, id)).status).toBe(404);
    }
    expect((await post("/teach/sets/new?kind=poem", teacher.cookie, edit, newSet as RouteFn)).status).toBe(400);
    const json = new Request("http://cleverplay.test/teach/sets/new?kind=words", {
      method: "POST",
      body: "{}",
      headers: { "Content-Type": "application/json", Cookie: teacher.cookie },
    });
    expect((await callRoute(newSet as RouteFn, json, context)).status).toBe(400);
    const huge = formPost("/teach/sets/new?kind=words", edit, { Cookie: teacher.cookie, "Content-Length": String(10 * 1024 * 1024) });
    expect((await callRoute(newSet as RouteFn, huge, context)).status).toBe(413);
    // A child's account is sent to /teach, which says classes and sets are made by grown-ups.
    const kid = await createPlayer(context.db, { username: "kid_k" });
    await context.db
      .update(users)
      .set({ birthYear: new Date().getUTCFullYear() - 10, birthMonth: 1 })
      .where(eq(users.id, kid.id));
    const kidCookie = (await createSignInSession(get("/teach"), context, kid.id)).split(";")[0];
    expect((await post("/teach/sets/new?kind=words", kidCookie, edit, newSet as RouteFn)).headers.get("Location")).toBe("/teach");

    expect((await setById(context.db, setId))!.title).toBe("Week 3");
    const mine = await post(`/teach/sets/${setId}`, teacher.cookie, { ...edit, title: "Week 4" }, editSet as RouteFn, { setId });
    expect(mine.status).toBe(302);
    expect((await setById(context.db, setId))!.title).toBe("Week 4");
  });

  it("scores a run from the set as it started, pays under the game's daily limit and leaves the game's best alone", async () => {
    const context = testContext(database());
    await seed(context.db);
    const teacher = await signedInAdult(context, { username: "ms_rivera" });
    const player = await signedInAdult(context, { username: "pupil_p" });
    const created = await createSet(context.db, teacher.id, { title: "Letters", content: quiz(0) });
    if (!created.ok) throw new Error(created.message);
    const setId = created.set.id;
    const [logicLab] = await context.db.select().from(games).where(eq(games.slug, "logic-lab"));
    // Ten paid Logic Lab games today already: the set's run pays nothing more.
    const day = new Date().toISOString().slice(0, 10);
    await context.db
      .insert(dailyGameCompletions)
      .values({ userId: player.id, gameId: logicLab.id, completionDate: day, completionCount: 9 });

    const cookie = { Cookie: player.cookie };
    const started = await playPost(context, setId, { intent: "start" }, cookie);
    const runId = new URL(started.headers.get("Location")!, "http://x").searchParams.get("run")!;
    await skipLoadingScreen(context.db, runId);
    // The teacher changes every right answer meanwhile: this run keeps the questions it began with.
    await updateSet(context.db, created.set, { title: "Letters", content: quiz(2) });
    const original = quiz(0);
    for (let i = 0; i < 5; i++) {
      const run = (await findRunById(context.db, runId))!;
      const { order } = quizQuestion(original, run.state);
      // The fourth answer wrong (a signed-in player's miss is kept for the teacher).
      const answer = i === 3 ? order.indexOf(1) : order.indexOf(0);
      const reply = await playPost(
        context,
        setId,
        { intent: "answer", runId, index: String(i), answer: String(answer), mode: "json" },
        cookie,
      );
      const body = await reply.json();
      expect(body.feedback.correct).toBe(i !== 3);
      expect(Boolean(body.over)).toBe(i === 4);
    }
    const run = (await findRunById(context.db, runId))!;
    expect(run.finishedAt).not.toBeNull();
    expect(run.reward).toMatchObject({ score: 20, cc_awarded: 5, current_count: 10, max_daily_rewards: 10 });
    const again = await playPost(context, setId, { intent: "start" }, cookie);
    const second = new URL(again.headers.get("Location")!, "http://x").searchParams.get("run")!;
    await skipLoadingScreen(context.db, second);
    for (let i = 0; i < 5; i++) {
      const { order } = quizQuestion(quiz(2), (await findRunById(context.db, second))!.state);
      await playPost(
        context,
        setId,
        { intent: "answer", runId: second, index: String(i), answer: String(order.indexOf(2)), mode: "json" },
        cookie,
      );
    }
    expect((await findRunById(context.db, second))!.reward).toMatchObject({ score: 25, cc_awarded: 0, current_count: 11 });
    const [progress] = await context.db.select().from(userGameProgress).where(eq(userGameProgress.userId, player.id));
    expect(progress).toMatchObject({ highestScore: 0, timesPlayed: 2 });
    expect(await context.db.select().from(runMisses).where(eq(runMisses.runId, runId))).toEqual([
      { runId, index: 3, question: expect.stringMatching(/^Question \d\?$/), correctAnswer: "A" },
    ]);

    // Deleted: the link says so, the scores stay, the questions (versions, misses) go.
    const gone = await callRoute(
      editSet as RouteFn,
      formPost(`/teach/sets/${setId}`, { intent: "delete" }, { Cookie: teacher.cookie }),
      context,
      {
        setId,
      },
    );
    expect(gone.headers.get("Location")).toBe("/teach/sets");
    expect((await setPage(context, setId)).status).toBe(410);
    expect((await callRoute(editPage as RouteFn, get(`/teach/sets/${setId}`, { Cookie: teacher.cookie }), context, { setId })).status).toBe(
      410,
    );
    const [kept] = await context.db.select().from(gameRuns).where(eq(gameRuns.id, runId));
    expect(kept).toMatchObject({ finalScore: 20, setId, setVersionId: null });
    expect(await context.db.select().from(runMisses).where(eq(runMisses.runId, runId))).toEqual([]);
    expect(await context.db.select().from(setVersions).where(eq(setVersions.setId, setId))).toEqual([]);
  });

  it("counts reports only from players who played a set, hides it only past players from several networks, until its teacher edits it", async () => {
    const context = testContext(database());
    await seed(context.db);
    const teacher = await signedInAdult(context, { username: "ms_rivera" });
    const created = await createSet(context.db, teacher.id, { title: "Sums", content: { ...quiz(1), shuffleAnswers: false } });
    if (!created.ok) throw new Error(created.message);
    const setId = created.set.id;

    const page = await setPage(context, setId);
    expect(page.status).toBe(200);
    expect(page.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    // Its title is the set's; its description the reader's words.
    expect((await page.json()).meta).toEqual({ title: "Sums", description: "A teacher's own set, played on CleverPlay's games." });
    expect((await (await setPage(context, setId, { "Accept-Language": "es-MX,es;q=0.9" })).json()).meta).toEqual({
      title: "Sums",
      description: "Una serie hecha por un maestro o una maestra, para jugar en los juegos de CleverPlay.",
    });
    // A visitor plays from the link: no account, a run of their browser's own.
    const started = await playPost(context, setId, { intent: "start" });
    const visitorCookie = started.headers
      .getSetCookie()
      .find((c) => c.startsWith("cp_guest="))!
      .split(";")[0];
    const runId = new URL(started.headers.get("Location")!, "http://x").searchParams.get("run")!;
    await skipLoadingScreen(context.db, runId);
    const answered = await playPost(context, setId, { intent: "answer", runId, index: "0", answer: "1" }, { Cookie: visitorCookie });
    expect(answered.status).toBe(302);
    const shown = await (await setPage(context, setId, { Cookie: visitorCookie }, runId)).json();
    expect(shown.run.feedback).toMatchObject({ correct: true, correctAnswer: "B" });
    expect(shown.run.question.options).toEqual(["A", "B", "C"]);
    expect(JSON.stringify(shown)).not.toContain(`"seed"`);

    // A visitor cannot report, and a signed-in player who never played it is not counted.
    const visitorReport = await playPost(context, setId, { intent: "report", reason: "rude" }, { Cookie: visitorCookie });
    expect(visitorReport.headers.get("Location")).toMatch(/^\/login/);
    const stranger = await signedInAdult(context, { username: "r_stranger" });
    const strangerReport = await playPost(context, setId, { intent: "report", reason: "rude" }, { Cookie: stranger.cookie });
    expect(await toastOf(strangerReport, context)).toEqual({
      title: "Not reported",
      description: "You can report a set once you have played it.",
    });

    // Players who played it: five from one home (one network) do not hide it; the teacher sees why.
    const player = async (name: string, address: string) => {
      const p = await signedInAdult(context, { username: name });
      await playPost(context, setId, { intent: "start" }, { Cookie: p.cookie });
      return {
        ...p,
        report: (reason: string) =>
          playPost(context, setId, { intent: "report", reason }, { Cookie: p.cookie, "X-Forwarded-For": address }),
      };
    };
    const home = await Promise.all(
      ["r_one", "r_two", "r_three", "r_four", "r_five"].map((name, i) => player(name, `198.51.100.${10 + i}`)),
    );
    // One player's reports sent at once count once.
    await Promise.all(Array.from({ length: 4 }, () => home[0].report("wrong")));
    for (const p of home.slice(1))
      expect(await toastOf(await p.report(p === home[1] ? "wrong" : "rude"), context)).toMatchObject({ title: "Thank you" });
    expect((await setPage(context, setId)).status).toBe(200);
    const editor = await (
      await callRoute(editPage as RouteFn, get(`/teach/sets/${setId}`, { Cookie: teacher.cookie }), context, { setId })
    ).json();
    expect(editor.reports).toMatchObject({
      players: 5,
      networks: 1,
      reasons: [
        { reason: "Rude or unkind words", players: 3 },
        { reason: "Wrong answers", players: 2 },
      ],
      hidden: false,
    });
    // Players from two more networks: now it hides.
    const [far, farther] = await Promise.all([player("r_six", "203.0.113.7"), player("r_seven", "192.0.2.44")]);
    await Promise.all([far.report("personal"), farther.report("rude")]);
    const hidden = await setPage(context, setId);
    expect(hidden.status).toBe(403);
    expect(await hidden.text()).toBe("This set was reported by players and is hidden until its teacher checks it.");
    expect((await playPost(context, setId, { intent: "start" })).status).toBe(403);
    await updateSet(context.db, created.set, { title: "Sums", content: quiz(1) });
    expect((await setPage(context, setId)).status).toBe(200);
    expect((await playPost(context, setId, { intent: "report", reason: "nonsense" }, { Cookie: far.cookie })).status).toBe(400);
    // Nonsense is a 400, never a 500.
    expect((await playPost(context, setId, { intent: "answer", runId: "x", index: "-1" })).status).toBe(400);
    expect((await playPost(context, setId, { intent: "answer", runId: "nope", index: "0", answer: "1" })).status).toBe(404);
  });

  it("gives one account ten reports a day, however many it sends at once", async () => {
    const context = testContext(database());
    await seed(context.db);
    const teacher = await signedInAdult(context, { username: "ms_rivera" });
    const sets: string[] = [];
    for (const title of ["Week 1", "Week 2"]) {
      const made = await createSet(context.db, teacher.id, { title, content: quiz(0) });
      if (!made.ok) throw new Error(made.message);
      sets.push(made.set.id);
    }
    const prankster = await signedInAdult(context, { username: "r_prank" });
    for (const setId of sets) await playPost(context, setId, { intent: "start" }, { Cookie: prankster.cookie });
    const burst = await Promise.all(
      Array.from({ length: 12 }, () => playPost(context, sets[0], { intent: "report", reason: "rude" }, { Cookie: prankster.cookie })),
    );
    const said = await Promise.all(burst.map((r) => toastOf(r, context)));
    expect(said.filter((t) => t?.title === "Thank you")).toHaveLength(10);
    expect(said.filter((t) => t?.title === "Not reported").map((t) => t!.description)).toEqual([
      expect.stringMatching(/^Too many reports\. Please wait \d+ minutes and try again\.$/),
      expect.stringMatching(/^Too many reports/),
    ]);
    expect(burst.every((r) => r.status === 302)).toBe(true);
    const editor = (setId: string) =>
      callRoute(editPage as RouteFn, get(`/teach/sets/${setId}`, { Cookie: teacher.cookie }), context, { setId });
    expect((await (await editor(sets[0])).json()).reports.players).toBe(1);
    // The day's allowance is spent: a report of the other set is refused too.
    const next = await playPost(context, sets[1], { intent: "report", reason: "rude" }, { Cookie: prankster.cookie });
    expect((await toastOf(next, context))?.title).toBe("Not reported");
    expect((await (await editor(sets[1])).json()).reports.players).toBe(0);
  });

  it("brings reports to the administrators' review list, where a set is hidden or its reports dismissed", async () => {
    const context = testContext(database(), { ADMIN_EMAILS: "r_admin@example.com" });
    await seed(context.db);
    const teacher = await signedInAdult(context, { username: "ms_rivera" });
    const made = await createSet(context.db, teacher.id, { title: "Week 4", content: quiz(2) });
    if (!made.ok) throw new Error(made.message);
    const setId = made.set.id;
    const player = await signedInAdult(context, { username: "r_player" });
    await playPost(context, setId, { intent: "start" }, { Cookie: player.cookie });
    await playPost(context, setId, { intent: "report", reason: "personal" }, { Cookie: player.cookie });
    const admin = await signedInAdult(context, { username: "r_admin" });
    const list = (cookie: string) => callRoute(reviewPage as RouteFn, get("/admin/set-reports", { Cookie: cookie }), context);
    const review = (fields: Record<string, string>, cookie = admin.cookie) =>
      callRoute(reviewAction as RouteFn, formPost("/admin/set-reports", fields, { Cookie: cookie }), context);

    expect((await list(teacher.cookie)).status).toBe(404);
    expect((await review({ setId, intent: "hide" }, teacher.cookie)).status).toBe(404);
    const [listed] = (await (await list(admin.cookie)).json()).sets;
    expect(listed).toMatchObject({
      id: setId,
      teacher: "ms_rivera",
      players: 1,
      hidden: false,
      reasons: [{ reason: "Someone's name or personal details", players: 1 }],
    });
    expect(listed.lines).toHaveLength(5);
    // Hidden by the review until its teacher edits it; dismissed, it plays again and leaves the list.
    expect((await review({ setId, intent: "hide" })).status).toBe(200);
    expect((await setPage(context, setId)).status).toBe(403);
    expect((await review({ setId, intent: "dismiss" })).status).toBe(200);
    expect((await setPage(context, setId)).status).toBe(200);
    expect((await (await list(admin.cookie)).json()).sets).toEqual([]);
    expect((await review({ setId: "nope", intent: "hide" })).status).toBe(400);
  });

  it("sets homework and a class race on a teacher's own set: progress and most-missed words come from the set", async () => {
    const context = testContext(database());
    await seed(context.db);
    const teacher = await signedInAdult(context, { username: "ms_rivera" });
    const other = await signedInAdult(context, { username: "mr_okafor" });
    const words = checkDraft({ kind: "words", title: "Week 3", words: WORDS });
    if (!words.ok) throw new Error("not a list");
    const created = await createSet(context.db, teacher.id, { title: "Week 3", content: words.content });
    const theirs = await createSet(context.db, other.id, { title: "Theirs", content: quiz(0) });
    if (!created.ok || !theirs.ok) throw new Error("not created");
    const setId = created.set.id;
    const klassMade = await createClass(context.db, teacher.id, { name: "Year 5", seats: 40 });
    if (!klassMade.ok) throw new Error(klassMade.message);
    const klass = klassMade.klass;
    const [ada, bo] = await Promise.all(["ada_a", "bo_b"].map((username) => signedInAdult(context, { username: username })));
    for (const s of [ada, bo]) await joinClass(context.db, { classId: klass.id, userId: s.id, address: "203.0.113.9" });

    const today = new Date().toISOString().slice(0, 10);
    const homeworkPost = (work: string) =>
      callRoute(
        classPageAction as RouteFn,
        formPost(
          `/teach/classes/${klass.id}`,
          { intent: "homework", work, goal: "runs", target: "1", startsOn: today, dueOn: today },
          { Cookie: teacher.cookie },
        ),
        context,
        { classId: klass.id },
      );
    expect((await homeworkPost(`set:${theirs.set.id}`)).status).toBe(400);
    const set = await homeworkPost(`set:${setId}`);
    expect(await set.json()).toEqual({ errors: {}, done: "Homework set: Week 3 (word list on Word Adventure): finish 1 run." });
    expect((await homeworkCards(context.db, ada.id, "UTC"))[0]).toMatchObject({
      task: "Week 3 (word list on Word Adventure): finish 1 run",
      playHref: `/play/set/${setId}`,
    });

    // Ada plays the set from her card: every word right but "garden".
    const started = await playPost(context, setId, { intent: "start" }, { Cookie: ada.cookie });
    const runId = new URL(started.headers.get("Location")!, "http://x").searchParams.get("run")!;
    await skipLoadingScreen(context.db, runId);
    const content = (await versionContent(context.db, created.set.versionId!))!;
    const engine = setEngine(engines["word-adventure"], content);
    for (let i = 0; i < 5; i++) {
      const run = (await findRunById(context.db, runId))!;
      const prompt = engine.question(run.state).prompt.toLowerCase();
      const word = ["beach", "garden", "planet", "window", "pocket"].find((w) => [...w].sort().join("") === [...prompt].sort().join(""))!;
      await playPost(
        context,
        setId,
        { intent: "answer", runId, index: String(i), answer: word === "garden" ? "gardne" : word, mode: "json" },
        { Cookie: ada.cookie },
      );
    }
    const progress = await classProgress(context.db, klass);
    expect(progress.rows.map((r) => [r.username, r.cells[0].status, r.cells[0].correct])).toEqual([
      ["ada_a", "done", 4],
      ["bo_b", "not-started", 0],
    ]);
    const report = (await homeworkReport(context.db, klass, progress.homework[0].id))!;
    expect(report.missed).toEqual([
      { question: expect.stringMatching(/^[ADEGNR]{6} \(flowers grow here\)$/), correctAnswer: "GARDEN", students: 1, misses: 1 },
    ]);

    // A race with the class on the set: every player's run plays the set.
    const hosted = await callRoute(
      hostRace as RouteFn,
      formPost("/class-races/new", { work: `set:${setId}`, classId: klass.id, minutes: "1" }, { Cookie: teacher.cookie }),
      context,
    );
    const raceId = hosted.headers.get("Location")!.split("/").pop()!;
    const race = (await classRaceById(context.db, raceId))!;
    expect(race.setId).toBe(setId);
    await joinClassRace(context.db, { race, racer: { userId: bo.id }, address: "203.0.113.9" });
    expect(await startClassRace(context.db, raceId)).toEqual({ ok: true });
    await context.db
      .update(classRaces)
      .set({ playsFrom: new Date(Date.now() - 60_000) })
      .where(eq(classRaces.id, raceId));
    const player = (await findRacePlayer(context.db, raceId, { userId: bo.id }))!;
    const boRun = (await runIdOfPlayer(context.db, player.id))!;
    await skipLoadingScreen(context.db, boRun);
    const [wordAdventure] = await context.db.select().from(games).where(eq(games.slug, "word-adventure"));
    const shown = engine.question((await findRunById(context.db, boRun))!.state);
    const reply = await answerPlay(
      { db: context.db, game: wordAdventure, timeZone: "UTC" },
      { userId: bo.id },
      { runId: boRun, index: 0, answer: "zzz", mode: "json" },
    );
    expect("reply" in reply && reply.reply.feedback).toMatchObject({ correct: false });
    await finishClassRace(context.db, raceId, "UTC", { force: true });
    const raced = (await raceReport(context.db, (await classRaceById(context.db, raceId))!))!;
    expect(raced.missed[0]).toMatchObject({ question: shown.prompt, wrong: 1 });
    // The teacher's "Download my data" has their sets and the homework set on one.
    const exported = (await exportAccountData(context.db, teacher.id))!;
    expect(exported.classes.sets.map((set) => [set.kind, set.title])).toEqual([["words", "Week 3"]]);
    expect(exported.classes.taught[0].homework).toEqual([expect.objectContaining({ set: "Week 3", level: null, goal: "runs" })]);
  });
  it('a perfect round of a short list or quiz earns three stars, so a "3 stars" homework on it can be met (issue 51)', async () => {
    const context = testContext(database());
    await seed(context.db);
    const teacher = await signedInAdult(context, { username: "ms_rivera" });
    const mia = await signedInAdult(context, { username: "mia_m" });
    const eight = ["beach", "garden", "planet", "window", "pocket", "rabbit", "jungle", "basket"];
    const words = checkDraft({ kind: "words", title: "Week 4", words: eight.join("\n") });
    if (!words.ok) throw new Error("not a list");
    const list = await createSet(context.db, teacher.id, { title: "Week 4", content: words.content });
    const short = await createSet(context.db, teacher.id, { title: "Five questions", content: quiz(0) });
    if (!list.ok || !short.ok) throw new Error("not created");
    const klassMade = await createClass(context.db, teacher.id, { name: "Year 2", seats: 40 });
    if (!klassMade.ok) throw new Error(klassMade.message);
    const klass = klassMade.klass;
    await joinClass(context.db, { classId: klass.id, userId: mia.id, address: "203.0.113.9" });
    const today = new Date().toISOString().slice(0, 10);
    for (const set of [list.set, short.set]) {
      const made = await callRoute(
        classPageAction as RouteFn,
        formPost(
          `/teach/classes/${klass.id}`,
          { intent: "homework", work: `set:${set.id}`, goal: "stars", target: "3", startsOn: today, dueOn: today },
          { Cookie: teacher.cookie },
        ),
        context,
        { classId: klass.id },
      );
      expect(made.status).toBe(200);
    }

    /** Mia plays a set from its link and answers every question right; the results as her page shows them. */
    const perfectRound = async (setId: string, rightAnswer: (run: Awaited<ReturnType<typeof findRunById>>) => string, n: number) => {
      const started = await playPost(context, setId, { intent: "start" }, { Cookie: mia.cookie });
      const runId = new URL(started.headers.get("Location")!, "http://x").searchParams.get("run")!;
      await skipLoadingScreen(context.db, runId);
      for (let i = 0; i < n; i++) {
        const answer = rightAnswer(await findRunById(context.db, runId));
        await playPost(context, setId, { intent: "answer", runId, index: String(i), answer, mode: "json" }, { Cookie: mia.cookie });
      }
      const page = await (await setPage(context, setId, { Cookie: mia.cookie }, runId)).json();
      return { score: page.run.score, ...page.run.results };
    };

    // 8 of 8 words right is 40 points: Word Adventure's own three-star target (55) is out of reach of an 8-word list.
    const listEngine = setEngine(engines["word-adventure"], words.content);
    const listed = await perfectRound(
      list.set.id,
      (run) => {
        const prompt = listEngine.question(run!.state).prompt.toLowerCase();
        return eight.find((w) => [...w].sort().join("") === [...prompt].sort().join(""))!;
      },
      8,
    );
    expect(listed).toMatchObject({ score: 40, stars: 3, starsText: "Three stars! Every answer right!" });

    // 5 of 5 quiz questions right is 25 points, under Logic Lab's own first target (70 for three stars).
    const quizzed = await perfectRound(short.set.id, (run) => String(quizQuestion(quiz(0), run!.state).order.indexOf(0)), 5);
    expect(quizzed).toMatchObject({ score: 25, stars: 3, starsText: "Three stars! Every answer right!" });

    // Both "3 stars" homework are done on the teacher's table.
    const progress = await classProgress(context.db, klass);
    expect(progress.rows[0].cells.map((c) => `${c.status} ${c.progress}`)).toEqual(["done 3", "done 3"]);
  });

  it("asks a set's player who signed out in another tab to sign in again, as a game's page does, and keeps each set's runs to its page", async () => {
    const context = testContext(database());
    await seed(context.db);
    const teacher = await signedInAdult(context, { username: "ms_rivera" });
    const pupil = await signedInAdult(context, { username: "pupil_p" });
    const week3 = await createSet(context.db, teacher.id, { title: "Week 3", content: quiz(0) });
    const week4 = await createSet(context.db, teacher.id, { title: "Week 4", content: quiz(1) });
    if (!week3.ok || !week4.ok) throw new Error("not a quiz");
    const started = await playPost(context, week3.set.id, { intent: "start" }, { Cookie: pupil.cookie });
    const runId = new URL(started.headers.get("Location")!, "http://x").searchParams.get("run")!;
    await skipLoadingScreen(context.db, runId);
    const said = async (response: Response) => ({ status: response.status, error: ((await response.json()) as { error: string }).error });

    // Signed out in another tab, then an answer and Finish: the run is theirs, so the spec's words ask them to sign in again.
    const answer = { intent: "answer", runId, index: "0", answer: "0", mode: "json" };
    const signInAgain = { status: 401, error: "User not authenticated. Please sign in again to save this game." };
    expect(await said(await playPost(context, week3.set.id, answer))).toEqual(signInAgain);
    expect(await said(await playPost(context, week3.set.id, { intent: "finish", runId }))).toEqual(signInAgain);
    // The same run posted to another set's page (same game) is not found there, signed in or not.
    const notFound = { status: 404, error: "This game was not found. Start a new game." };
    expect(await said(await playPost(context, week4.set.id, answer, { Cookie: pupil.cookie }))).toEqual(notFound);
    expect(await said(await playPost(context, week4.set.id, { intent: "finish", runId }))).toEqual(notFound);
    // Nor on its game's own page, which plays the game's levels (and the class races' runs), not a set.
    const [game] = await context.db
      .select()
      .from(games)
      .where(eq(games.id, (await findRunById(context.db, runId))!.gameId));
    const splat = playPath(game).slice("/play/".length);
    const gamePost = (fields: Record<string, string>) =>
      callRoute(playGameAction as RouteFn, formPost(playPath(game), fields, { Cookie: pupil.cookie }), context, { "*": splat });
    expect(await said(await gamePost(answer))).toEqual(notFound);
    expect(await said(await gamePost({ intent: "finish", runId }))).toEqual(notFound);
    // Signed in again, the run goes on where it was.
    expect((await playPost(context, week3.set.id, answer, { Cookie: pupil.cookie })).status).toBe(200);
  });
});
