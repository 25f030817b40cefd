import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:3400";
const out = "/work/shots/";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
let n = 0;
async function ctx(js = true) {
  const c = await browser.newContext({ baseURL: base, javaScriptEnabled: js });
  return c;
}
async function signIn(c, prefix) {
  const id = `${Date.now() % 1e9}${n++}`;
  const r = await c.request.post("/__e2e/sign-in", { data: { email: `${prefix}.${id}@example.com`, username: `${prefix}_${id}`, password: "correct-horse-7" } });
  if (r.status() !== 200) throw new Error(await r.text());
}
async function shot(page, name) {
  for (const w of [390, 1280]) {
    await page.setViewportSize({ width: w, height: w === 1280 ? 720 : 844 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}${name}-${w}.png`, fullPage: w !== 1280 });
  }
}
const tc = await ctx();
await signIn(tc, "teacher");
const t = await tc.newPage();
await t.goto("/play/math/math-quest-number-crunch");
await t.locator("#class-race").scrollIntoViewIfNeeded();
await shot(t, "host-form");
await t.getByRole("button", { name: "Open a class race" }).click();
await t.waitForURL(/class-races\/[0-9a-f-]{36}$/);
const code = (await t.getByTestId("race-code").textContent()).trim();
await shot(t, "projector-empty");
const players = [];
for (let i = 0; i < 4; i++) {
  const c = await ctx();
  if (i < 3) await signIn(c, "kid");
  const p = await c.newPage();
  await p.goto(`/join/${code}`);
  if (i === 0) await shot(p, "join-card-signed-in");
  if (i === 3) await shot(p, "join-card-visitor");
  await p.getByRole("button", { name: i < 3 ? "Join the race" : "Join as a visitor" }).click();
  await p.waitForURL(/\/play$/);
  players.push(p);
}
await players[3].waitForTimeout(500);
await shot(players[3], "player-lobby");
await t.waitForTimeout(1000);
await shot(t, "projector-lobby");
await t.setViewportSize({ width: 1280, height: 720 });
await t.getByRole("button", { name: "Start the race" }).click();
await t.waitForTimeout(500);
await shot(t, "projector-countdown");
for (const p of players) await p.waitForURL(/run=/, { timeout: 15000 });
await players[0].waitForTimeout(3500);
// a few answers
for (const [i, p] of players.entries()) {
  for (let k = 0; k < 3 - (i % 3); k++) {
    const prompt = (await p.getByTestId("prompt").textContent()) ?? "";
    const m = prompt.match(/How many dots\? ([● ]+)/);
    const after = prompt.match(/comes after (\d+)/);
    const miss = prompt.match(/^(\d+) \+ \? = (\d+)$/);
    const sum = prompt.match(/^(\d+) ([+−]) (\d+) = \?$/);
    let a = 0;
    if (m) a = m[1].split("●").length - 1;
    else if (after) a = Number(after[1]) + 1;
    else if (miss) a = Number(miss[2]) - Number(miss[1]);
    else if (sum) a = sum[2] === "+" ? Number(sum[1]) + Number(sum[3]) : Number(sum[1]) - Number(sum[3]);
    await p.getByLabel("Your answer").fill(String(a));
    await p.getByLabel("Your answer").press("Enter");
    await p.waitForTimeout(1800);
  }
}
await shot(players[1], "player-stage");
await t.setViewportSize({ width: 1280, height: 720 });
await shot(t, "projector-playing");
await t.getByRole("heading", { name: "Final podium" }).waitFor({ timeout: 40000 });
await shot(t, "projector-finished");
await players[0].reload();
await shot(players[0], "player-results");
await players[0].getByRole("link", { name: "See the class podium" }).click();
await players[0].waitForURL(/\/play$/);
await shot(players[0], "player-podium");
await t.getByRole("link", { name: "Open the report" }).click();
await t.waitForURL(/report$/);
await t.locator("details").first().evaluate((d) => (d.open = true));
await shot(t, "report");
await t.goto("/class-races");
await shot(t, "my-races");
const nojs = await ctx(false);
const nj = await nojs.newPage();
await nj.goto(`/join/${code}`);
await shot(nj, "join-card-finished-nojs");
await browser.close();
console.log("done", code);
