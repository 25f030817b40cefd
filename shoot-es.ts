// Screenshots in Spanish (issue 50, es-child): not committed.
import { chromium, type Page } from "@playwright/test";
import { signedInPlayer } from "./tests/e2e/accounts";
import { classMadeByPosts } from "./tests/e2e/classes";

const base = `http://127.0.0.1:${process.env.E2E_PORT ?? 4380}`;
const out = "/work/shots/es-child";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });

async function spanish(width: number) {
  const context = await browser.newContext({ baseURL: base, viewport: { width, height: 900 }, locale: "es-MX" });
  await context.addCookies([{ name: "cp_lang", value: "es", url: base }]);
  return context;
}

async function shot(page: Page, name: string, width: number) {
  await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true });
  const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  console.log(name, width, wide ? "WIDER THAN THE SCREEN" : "fits");
}

// A teacher (in English) makes a class with one student for the picture pick.
const teacherContext = await browser.newContext({ baseURL: base });
const teacher = await teacherContext.newPage();
await signedInPlayer(teacher);
const { code, url } = await classMadeByPosts(teacher, `Clase ${Date.now() % 1e5}`);
await teacher.goto(url);
await teacher.getByLabel("Names, one student a line").fill("Valentina\tGonzález");
await teacher.getByRole("button", { name: "Add students" }).click();
await teacher.getByText("Added 1 student").waitFor();

for (const width of [390, 1280]) {
  const context = await spanish(width);
  const page = await context.newPage();
  await signedInPlayer(page);
  for (const [name, path] of [
    ["games", "/games"],
    ["leaderboard", "/leaderboard"],
    ["leaderboard-boards", "/leaderboard?view=boards"],
    ["store", "/store"],
    ["profile", "/profile"],
    ["profile-settings", "/profile?tab=settings"],
    ["profile-earnings", "/profile?tab=earnings"],
    ["profile-cosmetics", "/profile?tab=cosmetics"],
    ["characters", "/characters"],
    ["badges", "/badges"],
    ["challenges", "/challenges"],
    ["my-games", "/my-games"],
    ["comfort", "/comfort"],
  ] as const) {
    await page.goto(path);
    await shot(page, name, width);
  }
  // Coins short in the store: the toast in Spanish.
  await page.goto("/store");
  await page.getByRole("button", { name: /Comprar por/ }).last().click();
  await page.getByText("No te alcanzan las monedas").waitFor();
  await shot(page, "store-toast", width);

  const student = await (await spanish(width)).newPage();
  await student.goto(`/class-login/${code}`);
  await shot(student, "class-login-which", width);
  await student.getByRole("link", { name: /Valentina/ }).click();
  await student.getByRole("heading", { name: /Hola/ }).waitFor();
  await shot(student, "class-login-pictures", width);
  await student.getByRole("button", { name: "estrella" }).click();
  await student.getByText("Ahora tu segundo dibujo").waitFor();
  await shot(student, "class-login-second", width);
  await student.goto("/class-login");
  await shot(student, "class-login-code", width);
}
await browser.close();
