// The embedded database survives its process being killed mid-write (kill -9: a power cut of the
// process, an OOM kill): after a restart every write the site confirmed is there, and the coin
// ledger holds with no purchase half written.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { gameRuns, users } from "../../drizzle/schema";
import { openDatabase, queryRows } from "~/db.server";
import { ledgerMismatches } from "~/models/coins.server";
import { signUp, startApp } from "../support/running-app";

const WRITING_MS = 4_000;
const PLAY = "/play/math/math-quest-number-crunch";

/** The toast a redirect carries (a signed cookie whose value is base64 JSON), as text. */
function toastOf(response: Response): string {
  const cookie = response.headers
    .getSetCookie()
    .find((c) => c.startsWith("cp_toast="))
    ?.split(";")[0]
    .slice("cp_toast=".length);
  return cookie ? Buffer.from(decodeURIComponent(cookie).split(".")[0], "base64").toString("latin1") : "";
}

describe("kill -9 while 20 clients write", () => {
  it("loses nothing the site confirmed, and the ledger holds", { timeout: 120_000 }, async () => {
    const app = await startApp();
    const buyers = await Promise.all(Array.from({ length: 6 }, () => signUp(app)));
    const store = await (await fetch(`${app.origin}/store`, { headers: { Cookie: buyers[0].cookie } })).text();
    const cosmeticIds = [...new Set([...store.matchAll(/name="cosmeticId" value="([0-9a-f-]{36})"/g)].map((m) => m[1]))];
    expect(cosmeticIds.length).toBeGreaterThan(3);

    const confirmed = { emails: [] as string[], runs: [] as string[], purchases: [] as Array<{ email: string; cosmeticId: string }> };
    let writing = true;
    const quietly = <T>(request: Promise<T>) => request.catch(() => null); // the kill cuts requests in flight
    const signingUp = async (client: number) => {
      for (let n = 0; writing; n++) {
        const name = `crash${client}x${n}x${Date.now() % 1e6}`;
        const response = await quietly(
          fetch(`${app.origin}/register`, {
            method: "POST",
            redirect: "manual",
            body: new URLSearchParams({
              email: `${name}@example.com`,
              username: name.slice(0, 20),
              password: "correct horse battery",
              confirmPassword: "correct horse battery",
              birthMonth: "3",
              birthYear: "1990",
            }),
          }),
        );
        if (response?.status === 200) confirmed.emails.push(`${name}@example.com`);
      }
    };
    const playing = async () => {
      while (writing) {
        const response = await quietly(
          fetch(`${app.origin}${PLAY}`, { method: "POST", redirect: "manual", body: new URLSearchParams({ intent: "start" }) }),
        );
        const runId = /\?run=([0-9a-f-]{36})/.exec(response?.headers.get("location") ?? "")?.[1];
        if (response?.status === 302 && runId) confirmed.runs.push(runId);
      }
    };
    const buying = async (buyer: (typeof buyers)[number]) => {
      for (let i = 0; writing; i = (i + 1) % cosmeticIds.length) {
        const response = await quietly(
          fetch(`${app.origin}/store`, {
            method: "POST",
            redirect: "manual",
            headers: { Cookie: buyer.cookie },
            body: new URLSearchParams({ cosmeticId: cosmeticIds[i] }),
          }),
        );
        if (response?.status === 302 && toastOf(response).includes("Purchase Successful!"))
          confirmed.purchases.push({ email: buyer.email, cosmeticId: cosmeticIds[i] });
      }
    };
    const clients = [
      ...Array.from({ length: 7 }, (_, i) => signingUp(i)),
      ...Array.from({ length: 7 }, () => playing()),
      ...buyers.map((buyer) => buying(buyer)),
    ];
    await new Promise((resolve) => setTimeout(resolve, WRITING_MS));
    app.process.kill("SIGKILL");
    writing = false;
    await Promise.all(clients);
    expect(confirmed.emails.length + confirmed.runs.length + confirmed.purchases.length).toBeGreaterThan(20);

    // At once, as a supervisor does: the killed process's lock is taken over.
    const again = await startApp({ DATA_DIR: app.dataDir });
    expect((await fetch(`${again.origin}/games`)).status).toBe(200);
    await again.stop();

    const database = await openDatabase({ dataDir: app.dataDir, migrate: false });
    try {
      const { db } = database;
      const emails = new Set((await db.select({ email: users.email }).from(users)).map((u) => u.email));
      expect(confirmed.emails.filter((email) => !emails.has(email))).toEqual([]);
      const runs = new Set((await db.select({ id: gameRuns.id }).from(gameRuns)).map((r) => r.id));
      expect(confirmed.runs.filter((id) => !runs.has(id))).toEqual([]);
      const owned = await queryRows<{ email: string; cosmetic_id: string }>(
        db,
        sql`select u.email, uc.cosmetic_id from user_cosmetics uc join users u on u.id = uc.user_id`,
      );
      const ownedKeys = new Set(owned.map((o) => `${o.email} ${o.cosmetic_id}`));
      expect(confirmed.purchases.filter((p) => !ownedKeys.has(`${p.email} ${p.cosmeticId}`))).toEqual([]);
      // No purchase half written: each owned cosmetic has its purchase row and its ledger spend.
      const [counts] = await queryRows<{ owned: number; purchases: number; spends: number }>(
        db,
        sql`select (select count(*)::int from user_cosmetics) as owned, (select count(*)::int from purchases) as purchases,
                   (select count(*)::int from clevercoin_transactions where transaction_type = 'spend' and reference_id like 'cosmetic:%') as spends`,
      );
      expect(counts.purchases).toBe(counts.owned);
      expect(counts.spends).toBe(counts.owned);
      expect(await ledgerMismatches(db)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
