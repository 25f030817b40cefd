// A failed query never puts its parameters in the log (a child's answer, an e-mail, a token's
// hash): what the server logs is the query's text and the database's own code and message.
import { inspect } from "node:util";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { expect, it } from "vitest";
import { withoutQueryParameters } from "../../server/log-redaction";

const cause = Object.assign(new Error("unsupported Unicode escape sequence"), {
  code: "22P05",
  detail: "Key (email)=(ada@example.org) already exists.",
});
const failed = () =>
  new DrizzleQueryError("update game_runs set state = $1 where id = $2", ['{"answer":"secret"}', "ada@example.org"], cause);

it("logs a failed query with its text and the database's error, never its parameters", () => {
  for (const logged of [failed(), new Error("a class race answer failed", { cause: failed() }), String(failed())]) {
    const text = typeof logged === "string" ? (withoutQueryParameters(logged) as string) : inspect(withoutQueryParameters(logged));
    expect(text).not.toMatch(/secret|ada@example\.org|params:/);
    expect(text).toContain("update game_runs set state = $1 where id = $2");
  }
  expect(inspect(withoutQueryParameters(failed()))).toContain("22P05: unsupported Unicode escape sequence");
  expect(withoutQueryParameters("an ordinary line")).toBe("an ordinary line");
});
