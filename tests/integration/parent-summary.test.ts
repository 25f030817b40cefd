/**
 * A parent who approved asks for the weekly e-mail: it is off until they do, comes once a week
 * with their child's games, minutes, accuracy per game and level and new badges (and nothing about
 * another child), and stops from the mail's link without signing in.
 */
import type { AppLoadContext } from "@remix-run/node";
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { badges, parentalConsents, skillEstimates, userBadges } from "../../drizzle/schema";
import { skillById } from "~/games/skills";
import { skillEstimatesOf } from "~/models/learning/estimates.server";
import { seed } from "~/models/seed.server";
import { sendDueSummaries } from "~/models/parent-summary.server";
import { requestParentalConsent } from "~/models/parental-consent.server";
import { createUser } from "~/models/users.server";
import { action as parentAction, loader as parentPage } from "~/routes/parent.$token";
import { loader as stopSummary } from "~/routes/parent.$token_.stop-summary";
import { describeEachDatabase } from "../support/database";
import { callRoute, type RouteFn } from "../support/routes";
import { formPost, get, testContext } from "../support/context";
import { learnMath } from "../support/learning";
import { approvedChild, mailsTo, parentKey as newestLink, playedRun } from "../support/parents";

const DAY = 24 * 3600_000;
const MINUTE = 60_000;

const parentPost = (context: AppLoadContext, token: string, fields: Record<string, string>) =>
  callRoute(parentAction as RouteFn, formPost(`/parent/${token}`, fields), context, { token });

describeEachDatabase("the parent's weekly summary", (database) => {
  it("is off until the parent asks, then comes once a week about their child only, and stops from its link", async () => {
    const context = testContext(database());
    await seed(context.db);
    const mia = await approvedChild(context, "mia_plays", "dad@example.com");
    const leo = await approvedChild(context, "leo_races", "mum@example.com");
    const start = new Date();

    // Off by default: a week on, no summary to anyone.
    expect(await sendDueSummaries(context, new Date(start.getTime() + 8 * DAY))).toBe(0);
    const page = await callRoute(parentPage as RouteFn, get(`/parent/${mia.token}`), context, { token: mia.token });
    expect(await page.json()).toMatchObject({ weeklySummary: false });

    // The parent asks for it on their page (a plain form: no JavaScript needed).
    const saved = await parentPost(context, mia.token, { intent: "summary", weeklySummary: "on" });
    expect(await saved.json()).toEqual({ done: "Saved: a summary comes by e-mail every 7 days, the first one a week from now." });
    const [{ summaryDueAt }] = await context.db
      .select({ summaryDueAt: parentalConsents.summaryDueAt })
      .from(parentalConsents)
      .where(eq(parentalConsents.userId, mia.id));
    const due = summaryDueAt!.getTime();
    expect(due - start.getTime()).toBeGreaterThan(7 * DAY - MINUTE);

    // Mia's week: two Math Quest runs at level 2, one Word Adventure run at level 1, a badge; and
    // what must not be counted: a run before the week, a run that broke the pace, Leo's runs.
    const inWeek = (days: number) => new Date(due - days * DAY);
    await playedRun(context, {
      userId: mia.id,
      game: "math-quest-number-crunch",
      level: 2,
      answered: 10,
      correct: 8,
      finishedAt: inWeek(3),
    });
    await playedRun(context, {
      userId: mia.id,
      game: "math-quest-number-crunch",
      level: 2,
      answered: 10,
      correct: 9,
      finishedAt: inWeek(1),
    });
    await playedRun(context, { userId: mia.id, game: "word-adventure", level: 1, answered: 4, correct: 1, finishedAt: inWeek(2) });
    await playedRun(context, { userId: mia.id, game: "word-adventure", level: 1, answered: 9, correct: 9, finishedAt: inWeek(9) });
    await playedRun(context, {
      userId: mia.id,
      game: "brain-blitz",
      level: 1,
      answered: 30,
      correct: 30,
      finishedAt: inWeek(2),
      tooFast: true,
    });
    await playedRun(context, {
      userId: leo.id,
      game: "math-quest-number-crunch",
      level: 6,
      answered: 20,
      correct: 20,
      finishedAt: inWeek(1),
    });
    const [firstBadge] = await context.db.select().from(badges).limit(1);
    await context.db.insert(userBadges).values({ userId: mia.id, badgeId: firstBadge.id, earnedAt: inWeek(2) });

    // Not yet due: nothing. Due: one mail to Mia's parent, and a second round sends nothing more.
    expect(await sendDueSummaries(context, new Date(due - MINUTE))).toBe(0);
    const sentAt = new Date(due + MINUTE);
    const [first, again] = await Promise.all([sendDueSummaries(context, sentAt), sendDueSummaries(context, sentAt)]);
    expect(first + again).toBe(1);
    const mails = mailsTo(context, "dad@example.com");
    const summary = mails.at(-1)!;
    expect(summary).toContain("Subject: mia_plays's week on CleverPlay");
    expect(summary).toContain("In the last 7 days mia_plays played 3 games on CleverPlay, for about 3 minutes.");
    expect(summary).toContain("- Math Quest: Number Crunch, Level 2:");
    expect(summary).toMatch(/- Math Quest: Number Crunch, Level 2: [^\n]*: 2 games, 17 of 20 answers right \(85%\)/);
    expect(summary).toMatch(/- Word Adventure, Level 1: [^\n]*: 1 game, 1 of 4 answers right \(25%\)/);
    expect(summary).toContain(`- New badges: ${firstBadge.name}`);
    expect(summary).not.toMatch(/Brain Blitz|leo_races|Level 6/);
    // Runs that taught no skill (these were written, not played): no sentence about mastering.
    expect(summary).not.toContain("mastered");
    expect(mailsTo(context, "mum@example.com").some((text) => text.includes("week on CleverPlay"))).toBe(false);

    // The summary has a link of its own, and the consent mail's keeps working as that mail promised;
    // the summary's stop link works without signing in.
    const key = newestLink(context, "dad@example.com");
    expect(key).not.toBe(mia.token);
    const consentLink = await callRoute(parentPage as RouteFn, get(`/parent/${mia.token}`), context, { token: mia.token });
    expect(consentLink.status).toBe(200);
    expect(await consentLink.json()).toMatchObject({ childName: "mia_plays", liveLinks: 2 });
    expect(summary).toContain(`http://cleverplay.test/parent/${key}/stop-summary`);
    const stopped = await callRoute(stopSummary as RouteFn, get(`/parent/${key}/stop-summary`), context, { token: key });
    expect(stopped.status).toBe(200);
    expect(stopped.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await sendDueSummaries(context, new Date(due + 15 * DAY))).toBe(0);
    expect(mailsTo(context, "dad@example.com")).toHaveLength(mails.length);
  });

  it("says in plain words which skills the child mastered this week, in the mail and on the parent's page", async () => {
    const context = testContext(database());
    await seed(context.db);
    const sam = await approvedChild(context, "sam_counts", "mum@example.com");
    await parentPost(context, sam.token, { intent: "summary", weeklySummary: "on" });
    await learnMath(context.db, sam.id, { level: 1, answers: 60 });
    await learnMath(context.db, sam.id, { level: 2, answers: 60 });
    const mastered = (await skillEstimatesOf(context.db, sam.id)).filter((skill) => skill.masteredAt !== null);
    expect(mastered.length).toBeGreaterThan(1);
    // One skill was mastered long before this week: the week does not name it.
    const [before, ...thisWeek] = mastered;
    await context.db
      .update(skillEstimates)
      .set({ masteredAt: new Date(Date.now() - 9 * DAY) })
      .where(and(eq(skillEstimates.userId, sam.id), eq(skillEstimates.skill, before.skill)));
    const names = thisWeek.map((skill) => skillById(skill.skill)!.name.replace(/^./, (c) => c.toLowerCase()));

    const page = await callRoute(parentPage as RouteFn, get(`/parent/${sam.token}`), context, { token: sam.token });
    const { week } = (await page.json()) as { week: { lines: string[] } };
    const [sentence] = week.lines;
    expect(sentence).toMatch(/^This week sam_counts mastered: .+\.$/);
    expect(new Set(sentence.slice("This week sam_counts mastered: ".length, -1).split(", "))).toEqual(new Set(names));
    expect(sentence).not.toContain(skillById(before.skill)!.name.slice(1));
    // A parent who reads Spanish reads the skills' Spanish names.
    const spanishPage = await callRoute(parentPage as RouteFn, get(`/parent/${sam.token}`, { "Accept-Language": "es-MX" }), context, {
      token: sam.token,
    });
    const [spanish] = ((await spanishPage.json()) as { week: { lines: string[] } }).week.lines;
    const spanishNames = thisWeek.map((skill) => skillById(skill.skill)!.es.replace(/^./, (c) => c.toLowerCase()));
    expect(new Set(spanish.slice("Esta semana, sam_counts dominó: ".length, -1).split(", "))).toEqual(new Set(spanishNames));

    await context.db.update(parentalConsents).set({ summaryDueAt: new Date() }).where(eq(parentalConsents.userId, sam.id));
    expect(await sendDueSummaries(context, new Date(Date.now() + MINUTE))).toBe(1);
    expect(mailsTo(context, "mum@example.com").at(-1)).toContain(`- ${sentence}`);
  });

  it("is offered only once the parent has approved", async () => {
    const context = testContext(database());
    const user = (await createUser(context.db, { email: "kim@example.com", password: "secret-12", username: "kim_k" }))!;
    await requestParentalConsent(context, "http://cleverplay.test", user.id, "gran@example.com");
    const token = newestLink(context, "gran@example.com");
    const refused = await parentPost(context, token, { intent: "summary", weeklySummary: "on" });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: "Please approve or decline the account first." });
  });
});
