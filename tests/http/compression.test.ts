// A school network is slow: what the site sends is compressed whenever the browser can take it,
// and build assets come compressed from the build, not on every request.
import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../support/running-app";
import { readData } from "../support/single-fetch";

let app: RunningApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.stop());

/** GET with exactly this Accept-Encoding (fetch would add its own and decode for us). */
function get(path: string, acceptEncoding?: string): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${app.origin}${path}`, { headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

function decoded({ headers, body }: Awaited<ReturnType<typeof get>>): string {
  if (headers["content-encoding"] === "br") return brotliDecompressSync(body).toString();
  if (headers["content-encoding"] === "gzip") return gunzipSync(body).toString();
  return body.toString();
}

describe("compressed responses", () => {
  it("pages come with brotli for a browser that takes it, gzip for one that takes only gzip, plain otherwise", async () => {
    const plain = await get("/games");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const brotli = await get("/games", "gzip, deflate, br, zstd");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
    expect(decoded(brotli)).toContain("<h1");
    expect(brotli.body.length).toBeLessThan(plain.body.length / 3);
    const gzip = await get("/games", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(decoded(gzip)).toContain("<h1");
  });

  it("build assets are served from the copies compressed at build time, cached for a year", async () => {
    const page = decoded(await get("/", "br"));
    const scripts = [...page.matchAll(/\/assets\/[^"]+\.(?:js|css)/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(1);
    for (const asset of scripts) {
      const plain = await get(asset);
      const brotli = await get(asset, "gzip, deflate, br");
      expect(brotli.headers["content-encoding"], asset).toBe("br");
      expect(brotli.headers["content-type"], asset).toMatch(/^(application\/javascript|text\/css)/);
      expect(brotli.headers["cache-control"], asset).toContain("immutable");
      expect(brotli.headers.vary, asset).toMatch(/Accept-Encoding/i);
      // A static file keeps its length: it was compressed once, not streamed through zlib now.
      expect(Number(brotli.headers["content-length"]), asset).toBe(brotli.body.length);
      expect(decoded(brotli), asset).toBe(plain.body.toString());
      expect(decoded(await get(asset, "gzip")), asset).toBe(plain.body.toString());
    }
  });

  it("data a page loads (single fetch's turbo-stream) is compressed too", async () => {
    const data = await get("/leaderboard.data", "br");
    expect(data.headers["content-type"]).toMatch(/^text\/x-script/);
    expect(data.headers["content-encoding"]).toBe("br");
    expect(await readData(new Response(decoded(data)))).toHaveProperty(["routes/leaderboard", "data", "games"]);
  });
});
