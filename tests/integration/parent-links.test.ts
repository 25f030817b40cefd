/**
 * What Mia's parent meets after saying yes: the consent mail's link keeps working after the
 * weekly summaries (each mail's link works until the parent stops it on the page, and a stopped
 * one says so, never that the account may be gone); the page has Mia's last 7 days at once; the
 * download says what she played in words, with the summary's totals, in the parent's language.
 */
import type { AppLoadContext } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { parentLinks, profiles } from "../../drizzle/schema";
import { createSignInSession } from "~/models/auth.server";
import { sendDueSummaries } from "~/models/parent-summary.server";
import { requestParentalConsent } from "~/models/parental-consent.server";
import { ensureProfile } from "~/models/profiles.server";
import { seed } from "~/models/seed.server";
import { createUser } from "~/models/users.server";
import { loader as parentExport } from "~/routes/parent.$token.export";
import { action as parentAction, loader as parentPage } from "~/routes/parent.$token";
import { loader as ownExport } from "~/routes/profile.export";
import { formPost, get, testContext } from "../support/context";
import { describeEachDatabase } from "../support/database";
import { approvedChild, mailsTo, parentKey, playedRun } from "../support/parents";
import { callRoute, type RouteFn } from "../support/routes";

const DAY = 24 * 3600_000;
const DAD = "dad@example.com";

const openPage = (context: AppLoadContext, token: string) => callRoute(parentPage as RouteFn, get(`/parent/${token}`), context, { token });
const parentPost = (context: AppLoadContext, token: string, fields: Record<string, string>) =>
  callRoute(parentAction as RouteFn, formPost(`/parent/${token}`, fields), context, { token });

/** Turns the weekly e-mail on and sends the next one, `weeks` from now; returns the new mail's key. */
async function nextSummary(context: AppLoadContext, token: string, weeks: number): Promise<string> {
  await parentPost(context, token, { intent: "summary", weeklySummary: "on" });
  expect(await sendDueSummaries(context, new Date(Date.now() + weeks * 7 * DAY + 60_000))).toBe(1);
  return parentKey(context, DAD);
}

describeEachDatabase("a parent's links", (database) => {
  it("keeps the consent mail's link working after the weekly summary, until the parent stops it on the page", async () => {
    const context = testContext(database());
    const mia = await approvedChild(context, "mia_plays", DAD);
    const summaryKey = await nextSummary(context, mia.token, 1);
    expect(mailsTo(context, DAD).at(-1)).toContain("the links in our earlier e-mails keep working too");

    // "Keep this e-mail: its link also lets you download or delete your child's data later": it does.
    const consentLink = await openPage(context, mia.token);
    expect(consentLink.status).toBe(200);
    expect(await consentLink.json()).toMatchObject({ childName: "mia_plays", status: "approved", liveLinks: 2 });
    expect((await callRoute(parentExport as RouteFn, get(`/parent/${mia.token}/export`), context, { token: mia.token })).status).toBe(200);

    // Grandma was forwarded the first mail: from the summary's link, the parent stops all the others.
    const stopped = await parentPost(context, summaryKey, { intent: "stop-other-links" });
    expect(await stopped.json()).toEqual({ done: "Stopped: only the link you used opens this page now. Keep its e-mail." });
    const gone = await openPage(context, mia.token);
    expect(gone.status).toBe(410);
    const text = await gone.text();
    expect(text).toMatch(/^This link was stopped on [A-Z][a-z]+ \d{1,2}, \d{4}, on the parent's page\./);
    expect(text).not.toMatch(/deleted/);
    expect((await callRoute(parentExport as RouteFn, get(`/parent/${mia.token}/export`), context, { token: mia.token })).status).toBe(410);

    // The last link cannot be stopped: the parent would have no way back.
    const last = await parentPost(context, summaryKey, { intent: "stop-this-link" });
    expect(last.status).toBe(409);
    expect(await last.json()).toEqual({ error: expect.stringContaining("This is the only link that opens this page now") });
    expect(await (await openPage(context, summaryKey)).json()).toMatchObject({ liveLinks: 1 });

    // With a newer mail's link there, "Stop this link" stops just this one, and its page says so.
    const newest = await nextSummary(context, summaryKey, 2);
    const own = await parentPost(context, summaryKey, { intent: "stop-this-link" });
    expect(own.status).toBe(302);
    expect(own.headers.get("location")).toBe(`/parent/${summaryKey}`);
    expect((await openPage(context, summaryKey)).status).toBe(410);
    expect(await (await openPage(context, newest)).json()).toMatchObject({ liveLinks: 1 });

    // A key that opens nothing says so without guessing the account is gone.
    const wrong = await openPage(context, "A".repeat(43));
    expect(wrong.status).toBe(404);
    expect(await wrong.text()).toContain("please check that the whole link was copied");
    // Deleting the account takes its links with it.
    await parentPost(context, newest, { intent: "delete", sure: "on" });
    expect((await openPage(context, newest)).status).toBe(404);
    expect(await context.db.select().from(parentLinks).where(eq(parentLinks.userId, mia.id))).toHaveLength(0);
  });

  it("never leaves the parent without a link when two links stop themselves at once", async () => {
    const context = testContext(database());
    const mia = await approvedChild(context, "mia_plays", DAD);
    const summaryKey = await nextSummary(context, mia.token, 1);
    const answers = await Promise.all([
      parentPost(context, mia.token, { intent: "stop-this-link" }),
      parentPost(context, summaryKey, { intent: "stop-this-link" }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([302, 409]);
    const opened = await Promise.all([openPage(context, mia.token), openPage(context, summaryKey)]);
    expect(opened.map((page) => page.status).sort()).toEqual([200, 410]);
  });
});

describeEachDatabase("what the parent reads", (database) => {
  it("names the child in the consent mail, by a name never taken from an address", async () => {
    const context = testContext(database());
    // Mia chose no username and signed up with her parent's own address.
    const user = (await createUser(context.db, { email: "rivera.family@example.com", password: "secret-12" }))!;
    await requestParentalConsent(context, "http://cleverplay.test", user.id, "Rivera.Family@example.com");
    const mail = mailsTo(context, "Rivera.Family@example.com").at(-1)!;
    const [, name] = mail.match(/Subject: ([A-Za-z0-9_]+) asked to join CleverPlay: please answer/) ?? [];
    expect(name).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+\d{2,3}$/);
    expect(mail).toContain(`Your child ${name} signed up for CleverPlay, a site of learning games, with your own e-mail address`);
    expect(mail).not.toMatch(/Someone using|rivera\.family@/);
    // The name the parent read is the one the account goes by.
    await ensureProfile(context.db, user.id);
    const [profile] = await context.db.select({ username: profiles.username }).from(profiles).where(eq(profiles.id, user.id));
    expect(profile.username).toBe(name);
    const page = await openPage(context, parentKey(context, "Rivera.Family@example.com"));
    expect(await page.json()).toMatchObject({ childName: name });
  });

  it("shows the child's last 7 days the moment the parent approves, and the download has the same totals in words", async () => {
    const context = testContext(database());
    await seed(context.db);
    const user = (await createUser(context.db, { email: "mia@example.com", password: "secret-12", username: "mia_plays" }))!;
    await requestParentalConsent(context, "http://cleverplay.test", user.id, DAD);
    await ensureProfile(context.db, user.id);
    const key = parentKey(context, DAD);
    // Mia plays two one-minute rounds while she waits, and leaves a third unfinished.
    const round = { userId: user.id, game: "math-quest-number-crunch", level: 2, answered: 10 };
    await playedRun(context, { ...round, correct: 8, finishedAt: new Date(Date.now() - 2 * DAY) });
    await playedRun(context, { ...round, correct: 9, finishedAt: new Date(Date.now() - DAY) });
    await playedRun(context, { ...round, correct: 1, finishedAt: null });

    expect((await parentPost(context, key, { intent: "approve" })).status).toBe(200);
    const { week } = await (await openPage(context, key)).json();
    expect(week.intro).toBe("In the last 7 days mia_plays played 2 games on CleverPlay, for about 2 minutes.");
    expect(week.lines).toEqual([
      expect.stringMatching(/^Math Quest: Number Crunch, Level 2: .+: 2 games, 17 of 20 answers right \(85%\)$/),
    ]);

    const download = await callRoute(parentExport as RouteFn, get(`/parent/${key}/export`), context, { token: key });
    const file = await download.text();
    expect(file).not.toMatch(/totalTimePlayed|tokens/i);
    const data = JSON.parse(file);
    expect(data.played).toMatchObject({ gamesPlayed: 2, minutesPlayed: 2 });
    expect(data.played.inWords).toEqual([
      expect.stringMatching(
        /^Since signing up on [A-Z][a-z]+ \d{1,2}, \d{4} mia_plays played 2 games on CleverPlay, for about 2 minutes\.$/,
      ),
      week.lines[0],
    ]);
    expect(data.rounds.finished).toEqual([
      expect.objectContaining({ game: "Math Quest: Number Crunch", minutes: 1, answersRight: 8, answersGiven: 10, counted: true }),
      expect.objectContaining({ minutes: 1, answersRight: 9 }),
    ]);
    expect(data.rounds.startedButNotFinished).toBe(1);

    // The parent reads Spanish: the same file, its words in Spanish (its numbers and field names as they are).
    const spanish = await (
      await callRoute(parentExport as RouteFn, get(`/parent/${key}/export`, { "Accept-Language": "es-MX,es;q=0.9" }), context, {
        token: key,
      })
    ).json();
    expect(spanish.played).toMatchObject({ gamesPlayed: 2, minutesPlayed: 2 });
    expect(spanish.played.inWords).toEqual([
      expect.stringMatching(
        /^Desde que se registró el \d{1,2} de [a-z]+ de \d{4}, mia_plays jugó 2 partidas en CleverPlay, durante cerca de 2 minutos\.$/,
      ),
      expect.stringMatching(/^Math Quest: Number Crunch, Nivel 2: .+: 2 partidas, 17 de 20 respuestas correctas \(85 %\)$/),
    ]);
    const [englishRound, spanishRound] = [data.rounds.finished[0], spanish.rounds.finished[0]];
    expect(englishRound).toMatchObject({ level: expect.stringMatching(/^Level 2: /), timer: "standard timer" });
    expect(spanishRound).toMatchObject({ level: expect.stringMatching(/^Nivel 2: /), timer: "tiempo normal", answersRight: 8 });
    // The level's own name in Spanish too, not only "Nivel".
    expect(spanishRound.level.replace("Nivel", "")).not.toBe(englishRound.level.replace("Level", ""));

    // Mia's own "Download my data" is the same file (her visit is her profile's last sign-in).
    const cookie = (await createSignInSession(get("/"), context, user.id)).split(";")[0];
    const own = await callRoute(ownExport as RouteFn, get("/profile/export", { Cookie: cookie }), context);
    const mine = await own.json();
    expect(mine.account).toEqual(data.account);
    expect([mine.played, mine.rounds, mine.bestScores]).toEqual([data.played, data.rounds, data.bestScores]);
  });
});
