import { describe, expect, it } from "vitest";
import { withPageCache } from "../../server/page-cache";

function countingHandler(make: () => Response) {
  let calls = 0;
  const handler = async () => {
    calls += 1;
    return make();
  };
  return { handler, calls: () => calls };
}

const html =
  (init: ResponseInit = {}) =>
  () =>
    new Response("<html>games</html>", { ...init, headers: { "Content-Type": "text/html; charset=utf-8", ...init.headers } });

describe("the anonymous page micro-cache", () => {
  it("renders a page once for a burst of visitors without cookies", async () => {
    const { handler, calls } = countingHandler(html());
    const cached = withPageCache(handler);
    const bodies = await Promise.all([1, 2, 3].map(() => cached(new Request("http://site/games")).then((r) => r.text())));
    await cached(new Request("http://site/games")).then((r) => r.text());
    expect(bodies).toEqual(["<html>games</html>", "<html>games</html>", "<html>games</html>"]);
    expect(calls()).toBe(1);
    const before = calls();
    expect(await (await cached(new Request("http://site/games"))).text()).toBe("<html>games</html>");
    expect(calls()).toBe(before);
  });

  it("never serves a cached page to a request with cookies", async () => {
    const { handler, calls } = countingHandler(html());
    const cached = withPageCache(handler);
    await cached(new Request("http://site/games"));
    await cached(new Request("http://site/games", { headers: { Cookie: "cp_session=abc" } }));
    expect(calls()).toBe(2);
  });

  it("keeps nothing that sets a cookie, says no-store, fails, or is not HTML", async () => {
    for (const make of [
      html({ headers: { "Set-Cookie": "cp_guest=1" } }),
      html({ headers: { "Cache-Control": "no-store" } }),
      html({ status: 404 }),
      () => new Response("ok", { headers: { "Content-Type": "text/plain" } }),
    ]) {
      const { handler, calls } = countingHandler(make);
      const cached = withPageCache(handler);
      await cached(new Request("http://site/x"));
      await cached(new Request("http://site/x"));
      expect(calls()).toBe(2);
    }
  });

  it("keeps pages apart by address and query", async () => {
    let n = 0;
    const cached = withPageCache(async () => new Response(`page ${++n}`, { headers: { "Content-Type": "text/html" } }));
    expect(await (await cached(new Request("http://site/games?category=math"))).text()).toBe("page 1");
    expect(await (await cached(new Request("http://site/games?category=logic"))).text()).toBe("page 2");
    expect(await (await cached(new Request("http://site/games?category=math"))).text()).toBe("page 1");
  });
});
