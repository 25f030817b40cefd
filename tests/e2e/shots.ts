import path from "node:path";
import type { Page } from "@playwright/test";
import { jsEnabled } from "./support";

const dir = process.env.SCREENSHOTS_DIR;

/** The page (or a part of it) at 390 and 1280 px, when screenshots were asked for (SCREENSHOTS_DIR). */
export async function shoot(page: Page, name: string, part?: ReturnType<Page["locator"]>) {
  if (!dir) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const file = path.join(dir, `${name}-${width}-${jsEnabled() ? "js" : "no-js"}.png`);
    if (part) await part.screenshot({ path: file });
    else await page.screenshot({ path: file, fullPage: true });
  }
}
