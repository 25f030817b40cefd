// The reader's language (issue 50): the account's setting, else this browser's cp_lang cookie,
// else Accept-Language, else English; the footer's switcher keeps the choice and goes back to the
// page it came from, on this site only.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { users } from "../../drizzle/schema";
import { languageOf } from "~/models/language.server";
import { action } from "~/routes/language";
import { action as signInAction } from "~/routes/login";
import { formPost, get, testContext } from "../support/context";
import { describeEachDatabase } from "../support/database";
import { callRoute, signedInPlayer } from "../support/routes";

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((c) => c.startsWith("cp_lang="))!
    .split(";")[0];

describeEachDatabase("the reader's language", (database) => {
  it("comes from the account, else the cookie, else Accept-Language, else English", async () => {
    const context = testContext(database());
    expect(await languageOf(get("/"), context)).toBe("en");
    expect(await languageOf(get("/", { "Accept-Language": "es-MX,es;q=0.9,en;q=0.8" }), context)).toBe("es");
    expect(await languageOf(get("/", { "Accept-Language": "de-DE,de;q=0.9" }), context)).toBe("en");

    const english = cookieOf(await callRoute(action, formPost("/language", { language: "en", returnTo: "/" }), context));
    expect(await languageOf(get("/", { Cookie: english, "Accept-Language": "es-MX" }), context)).toBe("en");

    const player = await signedInPlayer(context);
    await callRoute(action, formPost("/language", { language: "es", returnTo: "/" }, { Cookie: player.cookie }), context);
    const [row] = await context.db.select({ language: users.language }).from(users).where(eq(users.id, player.id));
    expect(row.language).toBe("es");
    // On another computer, with an English cookie and an English browser: the account's Spanish.
    expect(await languageOf(get("/", { Cookie: `${player.cookie}; ${english}`, "Accept-Language": "en-US" }), context)).toBe("es");
  });

  it("is switched by a plain form that goes back to the same page of this site, and nowhere else", async () => {
    const context = testContext(database());
    const back = await callRoute(action, formPost("/language", { language: "es", returnTo: "/games?category=math" }), context);
    expect(back.status).toBe(302);
    expect(back.headers.get("Location")).toBe("/games?category=math");
    expect(cookieOf(back)).toMatch(/^cp_lang=/);

    for (const elsewhere of ["//evil.example/", "https://evil.example/", "/\\evil.example", "javascript:alert(1)"]) {
      const answer = await callRoute(action, formPost("/language", { language: "es", returnTo: elsewhere }), context);
      expect(answer.headers.get("Location"), elsewhere).toBe("/");
    }
    const refused = await callRoute(action, formPost("/language", { language: "xx", returnTo: "/" }), context);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toBe("That language is not one of this site's.");
  });

  it("is the language of the sign-in form's problems", async () => {
    const context = testContext(database());
    const answer = await callRoute(signInAction, formPost("/login", { email: "", password: "" }, { "Accept-Language": "es" }), context);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ problem: { title: "Faltan datos", message: "Completa todos los campos." } });
    const english = await callRoute(signInAction, formPost("/login", { email: "", password: "" }), context);
    expect(await english.json()).toMatchObject({ problem: { title: "Missing fields", message: "Please fill in all fields." } });
  });
});
