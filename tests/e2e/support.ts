import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";

export { expect };

/** Whether the running project has JavaScript on (the suite runs once with, once without). */
export function jsEnabled(): boolean {
  return test.info().project.use.javaScriptEnabled !== false;
}

/**
 * For a test of what the server answers to requests alone (no page shown, no script run): the
 * answer is the same in both projects, so it runs in the js one only.
 */
export function serverCheckOnce() {
  test.skip(test.info().project.name !== "js", "a server check: the same answer with JavaScript or without");
}

/**
 * The page as a player meets it once it has loaded: where it runs scripts, React has hydrated it
 * (app/root.tsx sets `data-hydrated` on <html>), so a control that needs JavaScript (a dialog's
 * button, a fetcher's form, a live check) answers a click. React 18 hydrates after the load event,
 * in a transition: on a busy machine seconds later. Without JavaScript there is nothing to wait
 * for (the `js` class is set by a script in <head>, before the page paints), nor on a page that
 * reloads itself by a meta refresh (it may reload before it hydrates, and offers nothing to click).
 *
 * Every navigation of the suite's pages waits for it (see `test` below). Call it yourself after a
 * click that loads a new document with JavaScript on (a plain form's post, a way back from Stripe
 * or Google), once the new page shows, before using what needs JavaScript.
 */
export async function hydrated(page: Page) {
  await expect(
    page.locator('html:not(.js), html[data-hydrated], html:has(meta[http-equiv="refresh" i])'),
    `${page.url()} hydrated`,
  ).toBeAttached();
}

/** page.goto, reload, goBack and goForward also wait for the page to be hydrated. */
function hydrateOnNavigation(page: Page) {
  const { goto, reload, goBack, goForward } = {
    goto: page.goto.bind(page),
    reload: page.reload.bind(page),
    goBack: page.goBack.bind(page),
    goForward: page.goForward.bind(page),
  };
  const thenHydrated = async <T>(navigation: Promise<T>): Promise<T> => {
    const response = await navigation;
    await hydrated(page);
    return response;
  };
  page.goto = (url, options) => thenHydrated(goto(url, options));
  page.reload = (options) => thenHydrated(reload(options));
  page.goBack = (options) => thenHydrated(goBack(options));
  page.goForward = (options) => thenHydrated(goForward(options));
}

const watched = new WeakSet<Browser>();

/**
 * Every page of every context the browser opens, the `page` fixture's and those a journey opens
 * itself (browser.newContext(), browser.newPage(): a second player, a visitor, a parent), navigates
 * the hydrating way.
 */
function hydrateEveryPage(browser: Browser) {
  if (watched.has(browser)) return;
  watched.add(browser);
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options): Promise<BrowserContext> => {
    const context = await newContext(options);
    context.on("page", hydrateOnNavigation);
    return context;
  };
}

/**
 * The suite's `test`: Playwright's, with every page navigating as above. Journeys import `test`
 * and `expect` from here.
 */
export const test = base.extend({
  browser: [
    async ({ browser }, use) => {
      hydrateEveryPage(browser);
      await use(browser);
    },
    { scope: "worker" },
  ],
});

/** How much an accessibility violation stands in a child's way, in axe's words. */
type Impact = "minor" | "moderate" | "serious" | "critical";

/**
 * axe's violations on the page as it stands, each as "rule (impact): what it asks (where)", of
 * the impacts asked for (every impact unless told). axe runs inside the page, so it needs
 * JavaScript.
 *
 * In axe's legacy mode (one `axe.run` in the page) and asking for violations only: the default
 * mode opens a blank tab for every check to merge the results of iframes (the app has none), and
 * collects every passing node too. Same rules, same findings, 2.4 times faster
 * (docs/decisions/suite-speed.md).
 */
export async function accessibilityViolations(page: Page, impacts?: Impact[]): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .analyze();
  return violations
    .filter((v) => !impacts || impacts.includes(v.impact as Impact))
    .map((v) => `${v.id} (${v.impact}): ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/**
 * No serious or critical accessibility violations on the page as it stands. Without JavaScript
 * the check is left to the JS run of the same page.
 */
export async function expectAccessible(page: Page) {
  if (!jsEnabled()) return;
  expect(await accessibilityViolations(page, ["serious", "critical"])).toEqual([]);
}

/** The share pages are outside: answer for them so nothing leaves the machine. */
export async function fakeSharePages(context: BrowserContext) {
  await context.route(/^https:\/\/(twitter\.com|www\.linkedin\.com|wa\.me|www\.facebook\.com)\//, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Shared</title>" }),
  );
}

/** The header's Clever Coin balance, read from its title ("105 Clever Coins"). */
export async function balance(page: Page): Promise<number> {
  const title = await page.locator('header [title$=" Clever Coins"]').first().getAttribute("title");
  return Number(title?.split(" ")[0]);
}

/**
 * Holds the page's next form post on its way (no clock: until `release`), so a journey can see
 * what the page shows while a form is sent, then lets it through.
 */
export async function holdNextPost(page: Page): Promise<{ release(): Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await page.route("**/*", async (route) => {
    if (held || route.request().method() !== "POST") return route.fallback();
    held = true;
    await released;
    await route.fallback();
  });
  return {
    async release() {
      release();
      await page.unrouteAll({ behavior: "wait" });
    },
  };
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard player would. */
export async function tabTo(page: Page, target: Locator, back = false) {
  for (let presses = 0; presses < 80; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  throw new Error(`Tab never reached ${target}`);
}
