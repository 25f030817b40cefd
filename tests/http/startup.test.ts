// An operator with a wrong setting gets one line that names it, and the process stops at once.
import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { startExpectingFailure } from "../support/running-app";

describe("a start with a setting that cannot work", () => {
  it("names the PORT another process holds, in one line", async () => {
    const holder = createServer();
    const port = await new Promise<number>((resolve) =>
      holder.listen(0, "127.0.0.1", () => resolve((holder.address() as { port: number }).port)),
    );
    try {
      const { code, output } = await startExpectingFailure({ PORT: String(port) });
      expect(code).toBe(1);
      expect(output.trim()).toBe(`PORT ${port} is already in use on 127.0.0.1: stop the other process or set another PORT.`);
    } finally {
      holder.close();
    }
  });

  it("names a HOST that is not this machine's", async () => {
    const { code, output } = await startExpectingFailure({ PORT: "3999", HOST: "no-such-host.invalid" });
    expect(code).toBe(1);
    expect(output.trim()).toMatch(/^HOST no-such-host\.invalid cannot be listened on \(ENOTFOUND\)/);
    expect(output.trim().split("\n")).toHaveLength(1);
  });

  it("names a bad value of a setting before doing anything", async () => {
    const { code, output } = await startExpectingFailure({ PORT: "seventy" });
    expect(code).toBe(1);
    expect(output).toContain("PORT");
  });

  // Three starts one after another, each a whole process: a busy machine needs more than 30 s.
  it.runIf(process.env.TEST_DATABASE_URL)("names what is wrong with DATABASE_URL, never its password", { timeout: 90_000 }, async () => {
    const good = new URL(process.env.TEST_DATABASE_URL!);
    const cases: Array<[(url: URL) => void, RegExp]> = [
      [(url) => (url.password = "not-the-password"), /: the password was refused\.$/],
      [(url) => (url.port = "1"), /: nothing accepts connections there\.$/],
      [(url) => (url.pathname = "/no_such_database"), /database no_such_database, .*: no such database\.$/],
    ];
    for (const [spoil, message] of cases) {
      const url = new URL(good);
      spoil(url);
      const { code, output } = await startExpectingFailure({ PORT: "3998", DATABASE_URL: url.toString() });
      expect(code).toBe(1);
      expect(output.trim().split("\n")).toHaveLength(1);
      expect(output.trim()).toMatch(/^DATABASE_URL \(/);
      expect(output.trim()).toMatch(message);
      if (!url.username.includes(url.password)) expect(output).not.toContain(url.password);
    }
  });
});
