// What a prankster tries against a teacher, on the built app: hiding a set with posts that carry
// no cookie, or with the accounts of one household; coming back into a class after being removed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, startApp, type RunningApp } from "../support/running-app";
import { dataPath, readData } from "../support/single-fetch";

let app: RunningApp;

beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.stop());

function post(path: string, fields: Record<string, string>, cookie?: string) {
  return fetch(new URL(path, app.origin), {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: cookie ? { Cookie: cookie } : {},
    redirect: "manual",
  });
}

const page = (path: string, cookie?: string) => fetch(new URL(path, app.origin), { headers: cookie ? { Cookie: cookie } : {} });

const WORDS = "beach\ngarden\nplanet\nwindow\npocket";

describe("a teacher's set cannot be hidden by one person", () => {
  it("stays playing after a flood of reports without a cookie, and after every account of one home reported it", async () => {
    const teacher = await signUp(app);
    const saved = await post("/teach/sets/new?kind=words", { intent: "save", title: "Week 3", words: WORDS }, teacher.cookie);
    expect(saved.status).toBe(302);
    const setPath = `/play/set/${saved.headers.get("location")!.split("/").pop()}`;

    // No cookie, no Origin, as curl sends them: each is sent to sign in, and none counts.
    for (let i = 0; i < 10; i++) {
      const report = await post(setPath, { intent: "report", reason: "rude" });
      expect(report.status).toBe(302);
      expect(report.headers.get("location")).toMatch(/^\/login/);
    }
    expect((await page(setPath)).status).toBe(200);

    // Six accounts of one home (one address), each having played it, all report it: it still plays.
    const home = await Promise.all(Array.from({ length: 6 }, () => signUp(app)));
    for (const player of home) {
      await post(setPath, { intent: "start" }, player.cookie);
      expect((await post(setPath, { intent: "report", reason: "rude" }, player.cookie)).status).toBe(302);
    }
    expect((await page(setPath)).status).toBe(200);
    // Its teacher sees the reports and why.
    const editor = await page(`/teach/sets/${setPath.split("/").pop()}`, teacher.cookie);
    expect(await editor.text()).toContain("6 players reported this set");
  });
});

describe("a removed student stays removed", () => {
  it("is refused when posting the class's code again, and told to ask the teacher", async () => {
    const teacher = await signUp(app);
    const made = await post("/teach", { name: "Year 5", seats: "30", forSchool: "on" }, teacher.cookie);
    const classPath = made.headers.get("location")!;
    const classData = async () =>
      (await readData(await page(dataPath(classPath), teacher.cookie)))["routes/teach.classes.$classId"] as {
        data: { klass: { code: string }; roster: { userId: string }[] };
      };
    const { klass } = (await classData()).data;
    const student = await signUp(app);
    expect((await post(`/join/${klass.code}`, { intent: "join-class" }, student.cookie)).headers.get("location")).toBe("/games");
    const [{ userId }] = (await classData()).data.roster;

    await post(classPath, { intent: "remove", userId }, teacher.cookie);
    const again = await post(`/join/${klass.code}`, { intent: "join-class" }, student.cookie);
    expect(again.headers.get("location")).toBe(`/join/${klass.code}`);
    expect((await classData()).data.roster).toEqual([]);
    const card = await page(`/join/${klass.code}`, student.cookie);
    expect(await card.text()).toContain("removed you from this class. Ask");
  });
});
