import { expect, test } from "@playwright/test";
import WebSocket from "ws";

// Every route of the spec's route table answers without a server error.
const routes = [
  "/",
  "/games",
  "/games?category=premium",
  "/play/math/math-quest-number-crunch",
  "/game/premium/brain-blitz",
  "/play/word-adventure",
  "/profile",
  "/leaderboard",
  "/challenges",
  "/badges",
  "/my-games",
  "/store",
  "/blog",
  "/about",
  "/privacy",
  "/terms",
  "/payment-success?session_id=cs_x&game_id=x",
  "/join/ABC234",
  "/login",
  "/register",
  "/auth/forgot-password",
  "/healthz",
];

test("every route answers without a server error", async ({ request }) => {
  for (const route of routes) {
    const response = await request.get(route);
    expect(response.status(), route).toBeLessThan(500);
    expect(response.ok(), route).toBe(true);
  }
});

test("build assets are cached for a year, other files for an hour", async ({ request, page }) => {
  await page.goto("/");
  const stylesheet = await page.locator('link[rel="stylesheet"][href^="/build/"]').first().getAttribute("href");
  const asset = await request.get(stylesheet!);
  expect(asset.headers()["cache-control"]).toContain("max-age=31536000");
  expect(asset.headers()["cache-control"]).toContain("immutable");
  const logo = await request.get("/logo.svg");
  expect(logo.headers()["cache-control"]).toBe("public, max-age=3600");
});

test("the WebSocket endpoint /ws is on the same port and admits only a session's players", async ({ baseURL }) => {
  test.skip(test.info().project.name !== "js", "a server check: once is enough");
  const closeCode = (query: string) =>
    new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(`${baseURL!.replace("http", "ws")}/ws${query}`);
      socket.on("close", (code) => resolve(code));
      socket.on("error", reject);
    });
  expect(await closeCode("")).toBe(4400); // no session named
  expect(await closeCode("?session=00000000-0000-4000-8000-000000000000")).toBe(4401); // not signed in
});
