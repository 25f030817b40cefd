// The bench's Spanish rows (issue 50, item 5): each page also read with the footer switcher's
// cookie, and found Spanish only by what a reader sees (the inline messages script carries every
// text of the page, in both a translated and an untranslated page).
import http from "node:http";
import type { AppLoadContext } from "@remix-run/node";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inLanguages, languageCookie, pageCookie, pages } from "../../bench/config";
import { languageProblems, visibleText } from "../../bench/page-language";
import { languageCookie as appLanguageCookie } from "~/models/language.server";

describe("the bench reads each page in Spanish too", () => {
  it("with the cookie the app's footer switcher sets, which the app reads as Spanish", async () => {
    expect(languageCookie("es")).toBe("cp_lang=ImVzIg==");
    // Only the cookie's Secure flag reads the context: none here (a plain http request).
    const context = { env: { COOKIE_SECURE: false } } as unknown as AppLoadContext;
    const cookie = appLanguageCookie(new Request("http://localhost/"), context);
    expect(await cookie.parse(languageCookie("es"))).toBe("es");
  });

  it("puts each page's Spanish row right after its English one, and sends the player's cookie only where signed in", () => {
    const rows = inLanguages(pages.slice(0, 2), ["en", "es"]);
    expect(rows.map((row) => [row.name, row.path, row.language])).toEqual([
      ["home", "/", undefined],
      ["home-es", "/", "es"],
      ["games", "/games", undefined],
      ["games-es", "/games", "es"],
    ]);
    expect(inLanguages(pages, ["en"])).toEqual(pages);
    const profile = { name: "profile-es", path: "/profile", signedIn: true, language: "es" as const };
    expect(pageCookie(profile, "cp_session=abc")).toBe("cp_session=abc; cp_lang=ImVzIg==");
    expect(pageCookie(rows[1], "cp_session=abc")).toBe("cp_lang=ImVzIg==");
    expect(pageCookie(rows[0], "cp_session=abc")).toBeUndefined();
  });

  describe("and checks a Spanish row is Spanish by what a reader sees", () => {
    // Two pages: one translated, one whose Spanish differs from its English only in the messages script.
    const page = (lang: string, text: string, messages: string) =>
      `<!DOCTYPE html><html lang="${lang}"><head><style>h1{color:red}</style></head><body><h1>${text}</h1>` +
      `<script>window.__messages=${JSON.stringify(messages)}</script></body></html>`;
    let server: http.Server;
    let baseUrl = "";
    beforeAll(async () => {
      server = http.createServer((request, response) => {
        const spanish = request.headers.cookie?.includes("cp_lang=ImVzIg==") ?? false;
        response.setHeader("Content-Type", "text/html");
        if (request.url === "/translated") response.end(spanish ? page("es", "Juegos", "Juegos") : page("en", "Games", "Games"));
        else response.end(spanish ? page("es", "Games", "Juegos") : page("en", "Games", "Games"));
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it("the text without scripts and styles", () => {
      expect(visibleText(page("es", "Juegos", "Games Sign In"))).toBe("Juegos");
    });

    it("finds the page whose words are still English, though its messages script is Spanish", async () => {
      const rows = inLanguages(
        [
          { name: "translated", path: "/translated" },
          { name: "untranslated", path: "/untranslated" },
        ],
        ["en", "es"],
      );
      expect(await languageProblems(baseUrl, rows, undefined)).toEqual(["/untranslated (es): reads the same as in English"]);
    });
  });
});
