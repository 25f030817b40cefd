/**
 * CleverPlay in Spanish, as a Spanish-speaking family and teacher live it (issue 50's "Done
 * when"): every browser asks for Spanish (Accept-Language), nothing is chosen on the site. An
 * 11-year-old signs up, the consent mail reaches the parent in Spanish, the child plays Math
 * Quest, the parent approves on their page and reads the child's week there, in Spanish; the child
 * plays the other three games (Brain Blitz bought by card once the limits are lifted); a teacher
 * imports a spelling list with accents from a CSV and the child plays it, answering without the
 * accents ("arbol" for "árbol": docs/decisions/accent-rule.md). What the English journeys prove
 * (the sign-up's two steps, the child's limits, the parent's other buttons, the editors) is not
 * proved again here: only that it speaks Spanish. JavaScript on and off (the no-js project). With
 * SCREENSHOTS_DIR set: the home, each game's play page, the parent's page and a class race's
 * projector, in Spanish.
 */
import type { Browser, Locator, Page } from "@playwright/test";
import { linkIn, newIdentity, signedInPlayer, waitForMail } from "./accounts";
import { buyByCardRequests } from "./games";
import { shoot } from "./shots";
import { expect, jsEnabled, test } from "./support";
import { after, LONG_JOURNEY_MS } from "./timing";

test.describe.configure({ timeout: LONG_JOURNEY_MS });
test.use({ locale: "es-MX" });

/** A browser of its own that asks for Spanish, as the child's does. */
async function spanishPage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ javaScriptEnabled: jsEnabled(), locale: "es-MX" })).newPage();
}

/** Words only Spanish writes, and common English ones (none of them a Spanish word). */
const SPANISH = /[¿¡áéíóúñ]|\b(el|la|los|las|un|una|de|del|que|qué|cuál|cuántos|es|en|y|con|por|para)\b/i;
const ENGLISH =
  /\b(the|what|which|how|many|is|are|of|and|with|for|you|your|where|it|in|to|on|this|that|from|have|next|comes|after|number|word|missing|odd|out)\b/i;

/** The text is Spanish: no English word in it, and where it has words (not only a sum), Spanish ones. */
async function expectSpanish(part: Locator, what: string) {
  const text = await expectNoEnglish(part, what);
  if (/\p{L}{3,}/u.test(text)) expect(text, `${what} in Spanish`).toMatch(SPANISH);
}

/**
 * No English word in a game's question. A drawn question need not hold one of SPANISH's words
 * ("Libreta donde haces tus tareas"), so only the English is checked here; the games' unit tests
 * read every question of a Spanish run for English words left.
 */
async function expectNoEnglish(part: Locator, what: string): Promise<string> {
  const text = (await part.innerText()).replace(/\s+/g, " ");
  expect(text, `${what} has no English word`).not.toMatch(ENGLISH);
  return text;
}

/** Starts the game on its page in Spanish; the stage's words are Spanish ("Acertijo:") and so is the question's line for a screen reader. */
async function startInSpanish(page: Page, path: string, instruction: string) {
  if (!page.url().endsWith(path)) await page.goto(path);
  await page.getByRole("button", { name: "Empezar" }).click();
  await expect(page.getByTestId("prompt")).toBeVisible();
  await expect(page.getByText("Cargando el juego...")).toHaveCount(0, after(1_500));
  await expect(page.locator("#stage")).toContainText(instruction);
  await expect(page.getByRole("button", { name: "Terminar" })).toBeVisible();
  await expect(page.getByLabel("Tu respuesta").or(page.getByRole("group", { name: instruction }))).toBeVisible();
}

/** At a phone's width (390 px) the page is no wider than the screen: a long Spanish title or a child's long username wraps. */
async function fitsPhone(page: Page) {
  const { width, height } = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 900 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${page.url()} at 390 px`).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width, height });
}

const accentless = (word: string) => word.normalize("NFD").replace(/\p{M}/gu, "");

const LIST = [
  ["árbol", "tiene hojas y ramas"],
  ["niño", "no es grande todavía"],
  ["canción", "se canta"],
  ["ratón", "le gusta el queso"],
  ["lápiz", "escribe y se borra"],
];

test("a Spanish-speaking child signs up, a parent approves in Spanish, the child plays the four games and a teacher's list with accents", async ({
  page,
  browser,
}) => {
  // The home, as a Spanish browser first sees it.
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await shoot(page, "es-home");

  // Sign-up in one go: the birth month says a parent must agree, and the parent's address is given.
  const kid = newIdentity("nino");
  const parentEmail = `parent.${kid.email}`;
  await page.goto("/register");
  await expect(page.getByRole("heading", { name: "Crea tu cuenta" })).toBeVisible();
  await page.getByLabel("Correo electrónico", { exact: true }).fill(kid.email);
  await page.getByLabel("Nombre de usuario (opcional)").fill(kid.username);
  const now = new Date();
  await page.getByLabel("Mes").selectOption({ label: now.toLocaleString("es-MX", { month: "long", timeZone: "UTC" }) });
  await page.getByLabel("Año").selectOption({ label: String(now.getUTCFullYear() - 11) });
  await expect(page.getByText(jsEnabled() ? "Tienes menos de 13 años" : "Solo si tienes menos de 13 años")).toBeVisible();
  await page.getByLabel("Correo de tu mamá, papá o tutor").fill(parentEmail);
  await page.getByLabel("Contraseña", { exact: true }).fill(kid.password);
  await page.getByLabel("Confirma tu contraseña").fill(kid.password);
  await page.getByRole("button", { name: "Registrarme", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Revisa tu correo" })).toBeVisible();
  await expect(page.getByTestId("parent-notice")).toContainText(parentEmail);
  await page.goto(linkIn(await waitForMail(kid.email, /^Confirma tu correo de CleverPlay$/), "/auth/verify?token="));
  await expect(page).toHaveURL(/\/profile$/, after(2_000));

  // Math Quest, wholly Spanish: the question, and after a miss, the answer and its worked steps.
  await startInSpanish(page, "/play/math/math-quest-number-crunch", "Resuelve:");
  // A sum is a sum in any language; a question in words ("¿Cuántos puntos?") is Spanish.
  await expectSpanish(page.getByTestId("prompt"), "Math Quest's question");
  await shoot(page, "es-play-math-quest");
  await page.getByLabel("Tu respuesta").fill("999");
  await page.getByLabel("Tu respuesta").press("Enter");
  const feedback = page.getByTestId("feedback");
  await expect(feedback).toContainText("¡Casi! La respuesta era");
  await expectSpanish(feedback, "Math Quest's feedback");
  await page.getByRole("button", { name: "Terminar" }).click();
  await expect(page.getByRole("dialog", { name: "¡Fin del juego!" })).toBeVisible();

  // The parent: the mail, their page, the answer and the child's week, all in Spanish.
  const parent = await spanishPage(browser);
  const consent = await waitForMail(parentEmail, new RegExp(`^${kid.username} pidió unirse a CleverPlay: por favor, responde$`));
  expect(consent.text).toContain(`Tu hijo o hija ${kid.username} se registró en CleverPlay`);
  await parent.goto(linkIn(consent, "/parent/"));
  await expect(parent.getByRole("heading", { name: `${kid.username} quiere jugar en CleverPlay` })).toBeVisible();
  await parent.getByRole("button", { name: "Aprobar" }).click();
  await expect(parent.getByText("¡Gracias! La cuenta de tu hijo o hija está lista y ya no tiene límites.")).toBeVisible();
  const week = parent.getByTestId("last-week");
  await expect(week.getByRole("heading", { name: `Los últimos 7 días de ${kid.username}` })).toBeVisible();
  await expect(week).toContainText(`En los últimos 7 días, ${kid.username} jugó 1 partida en CleverPlay`);
  await expect(week.getByRole("listitem").first()).toHaveText(
    /^Math Quest: Number Crunch, Nivel \d: .+: 1 partida, 0 de 1 respuestas correctas/,
  );
  await fitsPhone(parent);
  await shoot(parent, "es-parent-page");

  // The other three games: the stage and the question's own words (Word Adventure's are its hint: its question is the tiles) are Spanish.
  await startInSpanish(page, "/play/reading/word-adventure", "Ordena las letras:");
  await page.getByText("¿Necesitas una pista?").click();
  await expect(page.getByText(/^Pista: /)).toBeVisible();
  await expectNoEnglish(page.getByText(/^Pista: /), "Word Adventure's hint");
  await shoot(page, "es-play-word-adventure");
  await startInSpanish(page, "/play/logic/logic-lab", "Acertijo:");
  await expectNoEnglish(page.getByTestId("prompt"), "Logic Lab's puzzle");
  await shoot(page, "es-play-logic-lab");
  await page.goto("/play/premium/brain-blitz");
  await buyByCardRequests(page, "Empezar");
  await startInSpanish(page, "/play/premium/brain-blitz", "Desafío:");
  await expectNoEnglish(page.getByTestId("prompt"), "Brain Blitz's challenge");
  await shoot(page, "es-play-brain-blitz");

  // A teacher's spelling list with accents, from a CSV with Spanish headings.
  const t = await spanishPage(browser);
  await signedInPlayer(t);
  // Sets are made by those who may teach: the birth month first (as sets.spec.ts's teacher).
  expect((await t.request.post("/teach?index", { form: { birthMonth: "4", birthYear: "1985" } })).status()).toBe(200);
  await t.goto("/teach/sets/new?kind=words");
  await t.getByLabel("Título").fill("Palabras con tilde");
  const csv = ["Palabra,Pista", ...LIST.map(([word, hint]) => `${word},${hint}`)].join("\r\n");
  await t.getByLabel("Archivo CSV").setInputFiles({ name: "tildes.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await t.getByRole("button", { name: "Importar" }).click();
  await expect(t.getByLabel("Palabras, una por línea")).toHaveValue(/^árbol - tiene hojas y ramas\nniño - no es grande todavía\n/);
  await t.getByRole("button", { name: "Guardar lista de palabras" }).click();
  await expect(t.getByRole("heading", { name: "Palabras con tilde", level: 1 })).toBeVisible();
  const setId = new URL(t.url()).pathname.split("/").at(-1)!;
  const setLink = new URL((await t.getByTestId("share-link").textContent())!.trim()).pathname;

  // The child plays it from its link, typing without accents until "árbol" comes: each is right, and spelled back.
  await page.goto(setLink);
  await page.getByRole("button", { name: "Empezar" }).click();
  const prompt = page.getByTestId("prompt");
  const index = page.locator('input[name="index"]');
  for (let answered = 0; answered < LIST.length; answered++) {
    await expect(index).toHaveValue(String(answered), after(1_500));
    const letters = [...((await prompt.textContent()) ?? "")].sort().join("");
    const word = LIST.map(([w]) => w).find((w) => [...w.toUpperCase()].sort().join("") === letters)!;
    await page.getByLabel("Tu respuesta").fill(accentless(word));
    await page.getByLabel("Tu respuesta").press("Enter");
    if (answered === LIST.length - 1) {
      // The list's last word ends the round: every answer typed without its accents was right.
      const results = page.getByRole("dialog", { name: "¡Fin del juego!" });
      await expect(results).toContainText(`Correctas: ${LIST.length} de ${LIST.length}`);
      break;
    }
    await expect(feedback).toContainText(`¡Correcto! +`);
    await expect(feedback).toContainText(`¡Bien! Se escribe ${word.toUpperCase()}.`);
    if (word === "árbol") break;
  }

  // The projector of a class race on the list, for the pictures only.
  if (!process.env.SCREENSHOTS_DIR) return;
  const opened = await t.request.post("/class-races/new", { form: { setId, minutes: "3" } });
  await t.goto(opened.url());
  const raceCode = (await t.getByTestId("race-code").textContent())!.trim();
  await page.goto(`/join/${raceCode}`);
  await page.getByTestId("class-race-card").getByRole("button", { name: "Unirme a la carrera" }).click();
  await expect(t.getByTestId("room-players")).toContainText(kid.username, after(3_000));
  await shoot(t, "es-projector-lobby");
  await t.getByRole("button", { name: "Empezar la carrera" }).click();
  await expect(t.getByTestId("podium-name")).toHaveText(kid.username, after(6_000));
  await fitsPhone(t);
  await shoot(t, "es-projector-race");
});
