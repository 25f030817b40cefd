import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

/** Whether the running project has JavaScript on (the suite runs once with, once without). */
export function jsEnabled(): boolean {
  return test.info().project.use.javaScriptEnabled !== false;
}

/**
 * No serious or critical accessibility violations on the page as it stands. axe runs inside the
 * page, so it needs JavaScript: without it the check is left to the JS run of the same page.
 */
export async function expectAccessible(page: Page) {
  if (!jsEnabled()) return;
  const results = await new AxeBuilder({ page }).analyze();
  const severe = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(severe.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}
