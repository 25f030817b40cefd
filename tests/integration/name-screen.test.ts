/**
 * Every place the site takes a name or a set's text, as a prankster, a teacher and a child meet
 * it (issue 45): letters with invisible characters between them are read as the word they show
 * and refused with the part that looks rude; the invisible characters never reach the database;
 * a child's name with digits after it passes; a refusal says which part to change.
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { classes, profiles } from "../../drizzle/schema";
import { updateProfile } from "~/models/profile-edit.server";
import { seed } from "~/models/seed.server";
import { versionContent } from "~/models/runs/engines.server";
import { setById } from "~/models/sets/sets.server";
import { loader as usernameCheck } from "~/routes/api.username-availability";
import { action as registerAction } from "~/routes/register";
import { action as teachAction } from "~/routes/teach._index";
import { action as classSettings } from "~/routes/teach.classes.$classId";
import { action as newSet } from "~/routes/teach.sets.new";
import { describeEachDatabase } from "../support/database";
import { formPost, get, testContext } from "../support/context";
import { createPlayer } from "../support/fixtures";
import { callRoute, type RouteFn, signedInAdult } from "../support/routes";

const SHY = "\u00AD"; // SOFT HYPHEN: draws nothing inside a word
const spaced = (word: string, invisible: string) => [...word].join(invisible);

describeEachDatabase("names and set texts, however they are typed", (database) => {
  it("a child signs up as mayaf9cfx717; a prankster's hidden word is refused with the part that looks rude", async () => {
    const context = testContext(database());
    const register = async (username: string) => {
      const fields = {
        email: `${username.length}@example.com`,
        password: "secret-1",
        confirmPassword: "secret-1",
        birthMonth: "3",
        birthYear: "1990",
      };
      const response = await callRoute(registerAction as RouteFn, formPost("/register", { ...fields, username }), context);
      return { status: response.status, body: await response.json() };
    };
    expect(await register("mayaf9cfx717")).toMatchObject({ status: 200, body: { sent: true } });
    // The spec's words first, then why, in words a child understands.
    expect(await register(`big_${spaced("fuck", SHY)}_42`)).toEqual({
      status: 400,
      body: expect.objectContaining({
        problem: { title: "Invalid username", message: "Please choose a valid and available username. “fuck” looks like a rude word." },
        errors: { username: "That username isn't allowed here: “fuck” looks like a rude word. Please choose a different one." },
      }),
    });
    // The live check reads the name as the form does.
    const live = async (username: string) =>
      (
        await callRoute(usernameCheck as RouteFn, get(`/api/username-availability?username=${encodeURIComponent(username)}`), context)
      ).json();
    expect(await live("Tom_2012")).toMatchObject({ status: "available" });
    expect(await live(spaced("shit", "\u2060") + "99")).toMatchObject({
      status: "invalid",
      message: "That username isn't allowed here: “shit” looks like a rude word. Please choose a different one.",
    });
    expect(await live(`Ma${"\u200C"}ya_2014`)).toMatchObject({ username: "Maya_2014", status: "available" });
  });

  it("Edit Profile: a display name with invisible letters is refused or saved without them, and an e-mail address stays private", async () => {
    const { db } = database();
    const player = await createPlayer(db, { username: "maya_717" });
    const edit = (fields: Record<string, string>) => updateProfile(db, player.id, { username: "maya_717", ...fields });
    for (const invisible of ["\u00AD", "\u200C", "\u200D", "\u2060", "\u034F", "\u180E", "\u200E"]) {
      expect(await edit({ display_name: spaced("Fuck", invisible) }), JSON.stringify(invisible)).toMatchObject({
        ok: false,
        status: 400,
        errors: { display_name: "That display name isn't allowed here: “Fuck” looks like a rude word. Please choose a different one." },
      });
    }
    expect(await edit({ display_name: "f!u!c!k" })).toMatchObject({ ok: false });
    expect(await edit({ display_name: "maya.smith@gmail.com" })).toMatchObject({
      ok: false,
      errors: {
        display_name:
          "That display name isn't allowed here: it looks like an e-mail address, and e-mail addresses stay private here. Please choose a different one.",
      },
    });
    expect(await edit({ display_name: `Ma${SHY}ya 👩‍💻`, bio: `I like ma${"\u200B"}ths` })).toMatchObject({ ok: true });
    const [saved] = await db
      .select({ displayName: profiles.displayName, bio: profiles.bio })
      .from(profiles)
      .where(eq(profiles.id, player.id));
    expect(saved).toEqual({ displayName: "Maya 👩‍💻", bio: "I like maths" });
  });

  it("a teacher's class name and set are read as a child would see them, and saved without invisible characters", async () => {
    const context = testContext(database());
    await seed(context.db);
    const { cookie } = await signedInAdult(context, { username: "ms_rivera" });
    const post = (fn: RouteFn, url: string, fields: Record<string, string>, params: Record<string, string> = {}) =>
      callRoute(fn, formPost(url, fields, { Cookie: cookie }), context, params);

    const rude = await post(teachAction as RouteFn, "/teach", { name: `Year 4 ${spaced("shit", "\u200D")}`, forSchool: "on" });
    expect(rude.status).toBe(400);
    expect(await rude.json()).toEqual({
      errors: { name: "That name isn't allowed here: “shit” looks like a rude word. Please choose a different one." },
    });
    const made = await post(teachAction as RouteFn, "/teach", { name: `Year${SHY} 4 Maple`, forSchool: "on" });
    expect(made.status).toBe(302);
    const classId = made.headers.get("Location")!.split("/").pop()!;
    const renamed = await post(
      classSettings as RouteFn,
      `/teach/classes/${classId}`,
      { intent: "rename", name: "f,u,c,k class" },
      { classId },
    );
    expect(renamed.status).toBe(400);
    expect((await context.db.select({ name: classes.name }).from(classes).where(eq(classes.id, classId)))[0].name).toBe("Year 4 Maple");

    const words = ["beach", "garden", "planet", "window", "pocket"];
    const refused = await post(newSet as RouteFn, "/teach/sets/new?kind=words", {
      intent: "save",
      title: `${spaced("Fuck", SHY)} facts`,
      words: words.join("\n"),
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).problems).toEqual([
      { line: null, field: "Title", message: "this has a word that isn't allowed here. Please change it." },
    ]);
    const saved = await post(newSet as RouteFn, "/teach/sets/new?kind=words", {
      intent: "save",
      title: `Week${SHY} 3`,
      words: words.map((word) => spaced(word, "\u2060")).join("\n"),
    });
    expect(saved.status).toBe(302);
    const set = await setById(context.db, saved.headers.get("Location")!.split("/").pop()!);
    expect(set?.title).toBe("Week 3");
    const content = await versionContent(context.db, set!.versionId!);
    expect(content?.kind === "words" && content.words.map((w) => w.word)).toEqual(words);
  });
});
