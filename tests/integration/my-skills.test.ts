/**
 * A child's skills belong to the child (issue 49): their own page lists, game by game, the skills
 * they mastered and the ones they are practising; their data download carries the estimates; and
 * deleting the account deletes them.
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { skillEstimates } from "../../drizzle/schema";
import { skillById } from "~/games/skills";
import { deleteAccount, exportAccountData } from "~/models/account-data.server";
import { skillEstimatesOf } from "~/models/learning/estimates.server";
import { seed } from "~/models/seed.server";
import { loader as myProfile } from "~/routes/profile._index";
import { describeEachDatabase } from "../support/database";
import { get, testContext } from "../support/context";
import { learnMath } from "../support/learning";
import { callRoute, signedInPlayer, type RouteFn } from "../support/routes";

describeEachDatabase("a child's own skills", (database) => {
  it("are listed on their page by game, in their data download, and gone with their account", async () => {
    const context = testContext(database());
    await seed(context.db);
    const sam = await signedInPlayer(context, { username: "sam_counts" });
    const open = async () => {
      const page = await callRoute(myProfile as RouteFn, get("/profile?tab=skills", { Cookie: sam.cookie }), context);
      return ((await page.json()) as { skills: { game: string; mastered: string[]; practising: string[] }[] }).skills;
    };
    expect(await open()).toEqual([]);

    await learnMath(context.db, sam.id, { level: 1, answers: 60 });
    await learnMath(context.db, sam.id, { level: 4, answers: 12, right: (n) => n % 3 !== 0 });
    const estimates = await skillEstimatesOf(context.db, sam.id);
    const names = (status: string) =>
      estimates
        .filter((e) => e.status === status)
        .map((e) => skillById(e.skill)!)
        .sort((a, b) => a.level - b.level)
        .map((skill) => skill.name);
    const [math] = await open();
    expect(math.game).toBe("Math Quest: Number Crunch");
    expect(new Set(math.mastered)).toEqual(new Set(names("mastered")));
    expect(new Set(math.practising)).toEqual(new Set(names("practising")));
    expect(math.mastered.length).toBeGreaterThan(0);
    expect(math.practising.some((name) => name.endsWith("times table") || name === "Division facts")).toBe(true);

    const data = (await exportAccountData(context.db, sam.id))!;
    expect(data.skills).toHaveLength(estimates.length);
    expect(data.skills.find((s) => s.status === "mastered")).toMatchObject({ name: expect.any(String), masteredAt: expect.any(Date) });

    expect(await deleteAccount(context.db, sam.id)).toBe(true);
    expect(await context.db.select().from(skillEstimates).where(eq(skillEstimates.userId, sam.id))).toEqual([]);
  });
});
