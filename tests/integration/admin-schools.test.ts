/**
 * /admin/schools: the operator adds, edits and removes the schools whose own provider signs their
 * people in; /login and /class-login then offer them. Only administrators see the page; every field is checked.
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { schools } from "../../drizzle/schema";
import { schoolForm } from "~/models/schools/schools.server";
import { action as adminAction, loader as adminLoader } from "~/routes/admin.schools";
import { loader as classLoginLoader } from "~/routes/class-login._index";
import { loader as loginLoader } from "~/routes/login";
import { formPost, get, testContext } from "../support/context";
import { describeEachDatabase } from "../support/database";
import { callRoute, signedInPlayer } from "../support/routes";

const ADMIN = "school_admin";
const school = {
  name: "Maple Primary",
  slug: "maple",
  issuer: "https://login.maple.school.example/v2.0",
  clientId: "cleverplay",
  clientSecret: "s3cret-from-the-school",
  emailDomain: "maple.school.example",
};

describeEachDatabase("Schools set up by the operator", (database) => {
  const setUp = async () => {
    const context = testContext(database(), { ADMIN_EMAILS: `${ADMIN}@example.com` });
    const admin = await signedInPlayer(context, { username: ADMIN });
    const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      callRoute(adminAction, formPost("/admin/schools", fields, { Cookie: admin.cookie, ...headers }), context);
    return { context, admin, post };
  };

  it("is not there for anyone but an administrator", async () => {
    const { context } = await setUp();
    const player = await signedInPlayer(context);
    expect((await callRoute(adminLoader, get("/admin/schools", { Cookie: player.cookie }), context)).status).toBe(404);
    expect(
      (await callRoute(adminAction, formPost("/admin/schools", { intent: "add", ...school }, { Cookie: player.cookie }), context)).status,
    ).toBe(404);
    expect(await context.db.select().from(schools)).toEqual([]);
  });

  it("adds a school, which /login and /class-login then offer; the page never shows the secret back", async () => {
    const { context, admin, post } = await setUp();
    const before = (await (await callRoute(loginLoader, get("/login"), context)).json()) as { schools: unknown[] };
    expect(before.schools).toEqual([]);

    const added = await post({ intent: "add", ...school, slug: " Maple ", emailDomain: "@Maple.School.Example", verified: "on" });
    expect(added.status).toBe(200);
    const [row] = await context.db.select().from(schools);
    expect(row).toMatchObject({ ...school, verified: true });

    const login = (await (await callRoute(loginLoader, get("/login"), context)).json()) as { schools: unknown[] };
    expect(login.schools).toEqual([{ slug: "maple", name: "Maple Primary" }]);
    const classLogin = (await (await callRoute(classLoginLoader, get("/class-login"), context)).json()) as { schools: unknown[] };
    expect(classLogin.schools).toEqual([{ slug: "maple", name: "Maple Primary" }]);
    const page = await (await callRoute(adminLoader, get("/admin/schools", { Cookie: admin.cookie }), context)).text();
    expect(page).toContain("Maple Primary");
    expect(page).not.toContain(school.clientSecret);
  });

  it("refuses a plain-http issuer (but on this machine, outside production), a bad short name or domain, and a taken short name", async () => {
    const { context, post } = await setUp();
    const refused = async (fields: Record<string, string>) => {
      const answer = await post({ intent: "add", ...school, ...fields });
      return { status: answer.status, errors: ((await answer.json()) as { errors?: Record<string, string> }).errors };
    };
    expect(await refused({ issuer: "http://login.maple.school.example" })).toEqual({
      status: 400,
      errors: { issuer: "The issuer must be an https address." },
    });
    expect(await refused({ slug: "Maple Primary!" })).toMatchObject({ status: 400, errors: { slug: expect.stringContaining("2 to 40") } });
    expect(await refused({ emailDomain: "maple" })).toMatchObject({
      status: 400,
      errors: { emailDomain: expect.stringContaining("without the @") },
    });
    expect(await refused({ clientSecret: "" })).toMatchObject({ status: 400, errors: { clientSecret: "Please give the client secret." } });
    expect(await context.db.select().from(schools)).toEqual([]);

    expect((await post({ intent: "add", ...school, issuer: "http://localhost:9000" })).status).toBe(200);
    const taken = await post({ intent: "add", ...school, name: "Another" });
    expect(taken.status).toBe(409);
    expect((await taken.json()).error).toBe("Another school already has this short name.");
    // An operator reading Spanish is told in Spanish (issue 50).
    const spanish = await post({ intent: "add", ...school, name: "Otra", issuer: "https://x.example?a=1" }, { "Accept-Language": "es-MX" });
    expect(await spanish.json()).toMatchObject({ errors: { issuer: "El emisor no lleva una parte con ? ni con #." } });
    expect((await (await post({ intent: "add", ...school, name: "Otra" }, { "Accept-Language": "es-MX" })).json()).error).toBe(
      "Otra escuela ya tiene este nombre corto.",
    );

    // In production, a provider on this machine must use https too.
    const inProduction = schoolForm({ NODE_ENV: "production" }, { editing: false }).safeParse({
      ...school,
      issuer: "http://localhost:9000",
    });
    expect(inProduction.error?.issues.map((issue) => issue.message)).toEqual(["The issuer must be an https address."]);
  });

  it("edits a school, keeping the saved secret when the field is left empty, and removes it", async () => {
    const { context, post } = await setUp();
    await post({ intent: "add", ...school });
    const [{ id }] = await context.db.select().from(schools);
    expect((await post({ intent: "edit", id, ...school, name: "Maple Primary School", clientSecret: "" })).status).toBe(200);
    const [edited] = await context.db.select().from(schools).where(eq(schools.id, id));
    expect(edited).toMatchObject({ name: "Maple Primary School", clientSecret: school.clientSecret, verified: false });

    expect((await post({ intent: "remove", id })).status).toBe(200);
    expect(await context.db.select().from(schools)).toEqual([]);
    expect((await post({ intent: "remove", id })).status).toBe(404);
  });
});
