import type { Page } from "@playwright/test";
import WebSocket from "ws";
import { signedInPlayer } from "./accounts";
import { MATH_QUEST } from "./games";
import { createSession } from "./sessions";
import { expect, jsEnabled, serverCheckOnce, test } from "./support";
import { LONG_JOURNEY_MS } from "./timing";

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
  "/leaderboard?game=math-quest-number-crunch&level=6",
  "/challenges",
  "/badges",
  "/my-games",
  "/class-races",
  "/store",
  "/blog",
  "/about",
  "/comfort",
  "/privacy",
  "/terms",
  "/payment-success?session_id=cs_x&game_id=x",
  "/login",
  "/register",
  "/auth/forgot-password",
  "/parent/account-deleted",
  "/healthz",
];

// Routes whose page says the thing was not found, with a 404.
const notFound = [
  "/join/ABC234",
  "/profile/00000000-0000-4000-8000-000000000000",
  "/parent/no-such-link",
  "/play/set/00000000-0000-4000-8000-000000000000",
];
const status = (path: string) => (notFound.includes(path) ? 404 : 200);

test("every route answers without a server error", async ({ request }) => {
  serverCheckOnce();
  for (const route of routes) {
    const response = await request.get(route);
    expect(response.status(), route).toBeLessThan(500);
    expect(response.ok(), route).toBe(true);
  }
  for (const route of notFound) expect((await request.get(route)).status(), route).toBe(404);
});

/** How much wider than the window the page is (0 when nothing sticks out). */
async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * A phone at 320 px, then each of Tailwind's breakpoints the layout changes at (md 768, lg 1024,
 * xl 1280). No page of the walk changes its layout between 320 and 640 px (sm; the one other
 * breakpoint, 400 px, is the game stage's picture rows, games-stage.spec.ts's), so a page that
 * fits at 320 px fits a 390 px phone too.
 */
const WIDTHS = [320, 768, 1024, 1280];

/** The header's way to every page: the Menu button on phones and tablets, the full navigation from 1024 px. */
async function expectHeaderWhole(page: Page, width: number) {
  const banner = page.getByRole("banner");
  // Both at once: each is a round trip to the browser, and the walk below makes hundreds.
  await Promise.all([
    expect(banner.getByRole("link", { name: "CleverPlay" })).toBeInViewport({ ratio: 1 }),
    width < 1024
      ? expect(banner.getByText("Menu", { exact: true })).toBeInViewport({ ratio: 1 })
      : expect(banner.getByRole("navigation", { name: "Main" })).toBeInViewport({ ratio: 1 }),
  ]);
}

/**
 * The page open in `page` at each width in turn, as a phone turned or a window resized shows it:
 * nothing wider than the window, and (unless `header` is false) the header whole. `label` names
 * the page in a failure. The walk goes from the width the window has: down from the widest, else
 * up from the narrowest, so a walk's next page opens at the width the last one ended at (a resize
 * is a round trip to the browser and a new layout, and a walk makes over a hundred).
 */
async function expectFitsEveryWidth(page: Page, label: string, header = true) {
  const at = page.viewportSize();
  for (const width of at?.width === WIDTHS.at(-1) ? [...WIDTHS].reverse() : WIDTHS) {
    if (at?.width !== width || at.height !== 800) await page.setViewportSize({ width, height: 800 });
    const [sticksOut] = await Promise.all([overflow(page), header && expectHeaderWhole(page, width)]);
    expect(sticksOut, `${label} at ${width} px`).toBe(0);
  }
}

test("no page is wider than the screen, from a 320 px phone up, signed in and with a session open", async ({ page }) => {
  test.setTimeout(LONG_JOURNEY_MS);
  const me = await signedInPlayer(page);
  // The route table's pages with a parameter, at a real value: an article, a public profile, a
  // game by its id (the play page's share form carries it) and, below, a live invite.
  await page.goto("/blog");
  const article = await page.getByRole("main").locator('a[href^="/blog/"]').first().getAttribute("href");
  await page.goto("/play/logic/logic-lab");
  const gameId = await page.locator('input[name="gameId"]').first().inputValue();
  const pages = [
    ...routes.filter((route) => route !== "/healthz"),
    article!,
    `/profile/${me.id}`,
    `/game/${gameId}`,
    // Pages the route table leads to: the join box's own page, editing and deleting a profile.
    "/join",
    "/profile/edit",
    "/profile/delete",
  ];
  // Each page once, then the window widened through each width: the layout follows the window as a
  // phone turned or a window resized makes it, with five times fewer page loads. With JavaScript,
  // each page signed in also hydrates (support.ts's goto waits for it) and logs no error.
  //
  // The header is one component whose content follows only the player and their open session
  // (app/components/Header.tsx, drawn by app/root.tsx's layout and its error view): it is checked
  // whole at each width on the walk's first page and its first not-found page, then with the
  // session open and signed out below (the sign-in pages have none); every page is checked for
  // overflow at each width.
  const reported = browserErrors(page, status);
  await page.setViewportSize({ width: WIDTHS[0], height: 800 });
  for (const route of [...pages, ...notFound]) {
    reported.at(route);
    expect((await page.goto(route))?.status(), route).toBe(status(route));
    await expectFitsEveryWidth(page, route, route === pages[0] || route === notFound[0]);
  }
  if (jsEnabled()) expect(reported.errors).toEqual([]);
  // The header's Active Session badge shows on the game pages while the session is open; the
  // invite page shows the session's card (to its host here, and to a visitor).
  const code = await createSession(page);
  // The host's other tab stays on the game: the session stays open however long the widths take
  // (a host with no page of their session open for 10 s loses it: server/realtime/index.ts).
  const gameTab = await page.context().newPage();
  await gameTab.goto(MATH_QUEST);
  // Each page loaded once and walked through the widths, as above.
  for (const route of ["/play/math/math-quest-number-crunch", "/play/word-adventure", `/join/${code}`]) {
    await page.goto(route);
    if (route.startsWith("/play/")) await expect(page.getByTestId("active-session")).toBeVisible();
    await expectFitsEveryWidth(page, `${route} with a session`, route === MATH_QUEST);
  }
  const visitor = await (await page.context().browser()!.newContext()).newPage();
  await visitor.setViewportSize({ width: WIDTHS[0], height: 800 });
  await visitor.goto(`/join/${code}`);
  await expectFitsEveryWidth(visitor, `/join/${code}, signed out`);
  for (const width of WIDTHS) {
    await visitor.setViewportSize({ width, height: 800 });
    await expect(visitor.getByRole("main").getByRole("link", { name: "Create Account" }), `at ${width} px`).toBeInViewport();
  }
  await visitor.context().close();
  await gameTab.close();
});

/**
 * From now on, what the browser reports as an error on `page`: console errors (React's hydration
 * mismatches among them), hydration warnings and uncaught exceptions, each with the path `at` says
 * is open. A page answering `expectedStatus` 404 is reported as a failed resource: not an error.
 */
function browserErrors(page: Page, expectedStatus: (path: string) => number = () => 200) {
  const errors: string[] = [];
  let current = "";
  page.on("console", (message) => {
    const text = message.text();
    if (expectedStatus(current) === 404 && /Failed to load resource: .* 404/.test(text)) return;
    if (message.type() === "error" || (message.type() === "warning" && /hydrat/i.test(text))) errors.push(`${current}: ${text}`);
  });
  page.on("pageerror", (error) => errors.push(`${current}: ${error.message}`));
  return { errors, at: (path: string) => void (current = path) };
}

test("every page of the route table hydrates with React DOM and logs no error, signed out (signed in: the widths' walk above)", async ({
  page,
}) => {
  test.skip(test.info().project.name !== "js", "hydration needs JavaScript");
  const reported = browserErrors(page, status);
  for (const path of [...routes.filter((route) => route !== "/healthz"), ...notFound]) {
    reported.at(path);
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(status(path));
    await expect(page.locator("html[data-hydrated]"), `${path} hydrated`).toBeAttached();
  }
  expect(reported.errors).toEqual([]);
});

test("build assets are cached for a year, other files for an hour", async ({ request, page }) => {
  serverCheckOnce();
  await page.goto("/");
  const stylesheet = await page.locator('link[rel="stylesheet"][href^="/assets/"]').first().getAttribute("href");
  const asset = await request.get(stylesheet!);
  expect(asset.headers()["cache-control"]).toContain("max-age=31536000");
  expect(asset.headers()["cache-control"]).toContain("immutable");
  const logo = await request.get("/logo.svg");
  expect(logo.headers()["cache-control"]).toBe("public, max-age=3600");
});

test("the WebSocket endpoint /ws is on the same port and admits only a session's players", async ({ baseURL }) => {
  serverCheckOnce();
  const closeCode = (query: string) =>
    new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(`${baseURL!.replace("http", "ws")}/ws${query}`);
      socket.on("close", (code) => resolve(code));
      socket.on("error", reject);
    });
  expect(await closeCode("")).toBe(4400); // no session named
  expect(await closeCode("?session=00000000-0000-4000-8000-000000000000")).toBe(4401); // not signed in
});
