// Temporary (es-roster): screenshots of the roster import's problems and Edit Profile's refusal in Spanish. Not committed.
import { expect, test } from "./support";
import { signedInPlayer } from "./accounts";
import { classMadeByPosts } from "./classes";
import { shoot } from "./shots";

test.use({ locale: "es-MX" });

test("a Spanish teacher's roster problems and a child's refused name", async ({ page }) => {
  await signedInPlayer(page);
  const { url } = await classMadeByPosts(page, "4B Arce");
  await page.goto(`${url}/import`);
  await page.locator('input[name="list"]').setInputFiles({
    name: "lista.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      "First name,Last name,Student ID\nAda,Lovelace,A1\n  ,Nadie,A2\nBo,Berg,A1\nAlexandrina Victoria Maximiliana,Hanover,A3\nLucía,Méndez,A4\n",
    ),
  });
  await page.locator('input[name="list"]').locator("xpath=ancestor::form").locator('button[type="submit"]').click();
  await expect(page.getByTestId("import-problems")).toContainText("lista.csv, línea 3: First name está vacío");
  await shoot(page, "es-roster-import-problems");

  await page.goto("/profile/edit");
  await page.locator('input[name="display_name"]').fill("Shit Head");
  await page.locator('form button[type="submit"]').first().click();
  await expect(page.getByText("Ese nombre visible no está permitido aquí").first()).toBeVisible();
  await shoot(page, "es-roster-edit-profile-refused");
});
