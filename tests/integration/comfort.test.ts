// Comfort settings (/comfort): kept on the account for a signed-in player, in a cookie for a
// visitor; the stage's switch changes one setting; anything else is a 400, never a 500.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { profiles } from "../../drizzle/schema";
import { getSignedInUser } from "~/models/auth.server";
import { comfortOf } from "~/models/comfort.server";
import { action } from "~/routes/comfort";
import { COMFORT_DEFAULTS } from "~/comfort-settings";
import { formPost, get, testContext } from "../support/context";
import { describeEachDatabase } from "../support/database";
import { callRoute, signedInPlayer } from "../support/routes";

const save = { intent: "save", largerText: "on", readableFont: "on", readAloud: "on" };

describeEachDatabase("comfort settings", (database) => {
  it("are kept on the account, and the stage's switch changes one of them", async () => {
    const context = testContext(database());
    const player = await signedInPlayer(context);
    const saved = await callRoute(
      action,
      formPost("/comfort", { ...save, returnTo: "/play/logic/logic-lab" }, { Cookie: player.cookie }),
      context,
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/play/logic/logic-lab");
    const [row] = await context.db.select({ comfort: profiles.comfort }).from(profiles).where(eq(profiles.id, player.id));
    expect(row.comfort).toEqual({ largerText: true, readableFont: true, sound: false, readAloud: true, lessMotion: false });

    const switched = await callRoute(
      action,
      formPost("/comfort", { intent: "switch", setting: "sound", on: "1", mode: "json" }, { Cookie: player.cookie }),
      context,
    );
    expect(await switched.json()).toEqual({
      comfort: { largerText: true, readableFont: true, sound: true, readAloud: true, lessMotion: false },
    });
    // The next page reads them with the sign-in itself.
    const next = get("/", { Cookie: player.cookie });
    const { user } = await getSignedInUser(next, context);
    expect(await comfortOf(next, context, user)).toMatchObject({ sound: true, largerText: true });
  });

  it("are kept in a cookie for a visitor, and a form that is not theirs is refused", async () => {
    const context = testContext(database());
    // A redirect elsewhere is refused: back to /comfort with its toast.
    const saved = await callRoute(action, formPost("/comfort", { ...save, returnTo: "//evil.example" }), context);
    expect(saved.headers.get("Location")).toBe("/comfort");
    const cookie = saved.headers
      .getSetCookie()
      .find((c) => c.startsWith("cp_comfort="))!
      .split(";")[0];
    expect(await comfortOf(get("/", { Cookie: cookie }), context, null)).toMatchObject({
      largerText: true,
      readableFont: true,
      sound: false,
    });
    // A cookie a browser made up is read as far as it makes sense.
    expect(await comfortOf(get("/", { Cookie: "cp_comfort=not-json" }), context, null)).toEqual(COMFORT_DEFAULTS);

    for (const fields of [
      { intent: "switch", setting: "price", on: "1" },
      { intent: "switch", setting: "sound", on: "yes" },
      { intent: "other" },
    ]) {
      const refused = await callRoute(action, formPost("/comfort", fields), context);
      expect(refused.status, JSON.stringify(fields)).toBe(400);
    }
  });
});
