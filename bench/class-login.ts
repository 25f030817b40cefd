/**
 * A class signing in at once (issue 47): BENCH_CLASS_LOGIN students a teacher made (40 by
 * default, by makeSchoolStudents as the class page makes them), all at the same moment, each
 * going through /class-login as a child does without JavaScript: the class's link ("Which one is
 * you?"), their name, the first picture (a form post), the second (the post that signs them in),
 * then /games with the new cookie, which must show them signed in. Every request comes from one
 * address, as a school's do, so the per-address limit is in the way as it would be.
 */
import { eq } from "drizzle-orm";
import { profiles, schoolStudents, users } from "../drizzle/schema";
import { createClass } from "../app/models/classes/classes.server";
import { makeSchoolStudents } from "../app/models/school-students/accounts.server";
import { classLoginTargets } from "./config";
import { insertPlayers, type PrepareContext } from "./prepare-context";
import { percentile } from "./relay-load";
import type { TargetResult } from "./report";

const REQUEST_TIMEOUT_MS = 60_000;

interface Child {
  id: string;
  nickname: string;
  picture1: number;
  picture2: number;
}

export interface ClassLoginFixture {
  code: string;
  children: Child[];
}

export interface ClassLoginResult {
  students: number;
  /** Signed in and shown as themselves on /games. */
  signedIn: number;
  /** What went wrong for the others: the step and its answer. */
  failures: Record<string, number>;
  requests: number;
  /** Every answer a child waited for (pages and posts), ms. */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** The same, step by step ("names", "pictures", "first picture", "second picture", "games"): p50 and p99. */
  bySteps: Record<string, { p50Ms: number; p99Ms: number }>;
  /** A child's whole way in, from the class's link to /games, ms. */
  wayInP50Ms: number;
  wayInMaxMs: number;
  /** From the first request to the last child in. */
  allInMs: number;
}

/** A teacher with a class of `count` made students: the class's code and each child's pictures. */
export async function prepareClassLogin({ withDatabase, log }: PrepareContext, count: number): Promise<ClassLoginFixture> {
  const fixture = await withDatabase(async (db) => {
    const [teacherId] = await insertPlayers(db, "signinteacher", 1);
    await db.update(users).set({ birthYear: 1985, birthMonth: 4 }).where(eq(users.id, teacherId));
    const made = await createClass(db, teacherId, { name: "Bench sign-in class", seats: Math.max(2, count) });
    if (!made.ok) throw new Error(`class login: ${made.message}`);
    const students = Array.from({ length: count }, (_, i) => ({ firstName: `Child${i + 1}`, lastInitial: "B" }));
    const outcome = await makeSchoolStudents(db, { teacherId, classId: made.klass.id, students });
    if (!outcome.ok) throw new Error(`class login: makeSchoolStudents said ${outcome.reason}`);
    const children = await db
      .select({
        id: schoolStudents.userId,
        nickname: profiles.nickname,
        picture1: schoolStudents.picture1,
        picture2: schoolStudents.picture2,
      })
      .from(schoolStudents)
      .innerJoin(profiles, eq(profiles.id, schoolStudents.userId))
      .where(eq(schoolStudents.classId, made.klass.id));
    return { code: made.klass.joinCode, children: children.map((child) => ({ ...child, nickname: child.nickname ?? "" })) };
  });
  log(`class login: ${fixture.children.length} made students in class ${fixture.code}`);
  return fixture;
}

type Step = (cookie?: string) => { path: string; init?: RequestInit; expect: number };

/** One child's way in; the time of each answer goes into `times`. Resolves to "in" or what failed. */
async function wayIn(baseUrl: string, code: string, child: Child, times: Map<string, number[]>): Promise<string> {
  const page = `/class-login/${code}?student=${child.id}`;
  const post = (fields: Record<string, string>): RequestInit => ({
    method: "POST",
    body: new URLSearchParams({ student: child.id, ...fields }),
    headers: { Origin: baseUrl, "Content-Type": "application/x-www-form-urlencoded" },
  });
  const steps: Array<[string, Step]> = [
    ["names", () => ({ path: `/class-login/${code}`, expect: 200 })],
    ["pictures", () => ({ path: page, expect: 200 })],
    ["first picture", () => ({ path: page, init: post({ picture1: String(child.picture1) }), expect: 200 })],
    [
      "second picture",
      () => ({ path: page, init: post({ picture1: String(child.picture1), picture2: String(child.picture2) }), expect: 303 }),
    ],
    ["games", (cookie) => ({ path: "/games", init: { headers: { Cookie: cookie ?? "" } }, expect: 200 })],
  ];
  let cookie: string | undefined;
  for (const [name, step] of steps) {
    const { path, init, expect } = step(cookie);
    const started = performance.now();
    const response = await fetch(baseUrl + path, { redirect: "manual", signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS), ...init });
    const body = await response.text();
    times.set(name, [...(times.get(name) ?? []), performance.now() - started]);
    if (response.status !== expect) return `${name}: HTTP ${response.status}`;
    cookie ??= response.headers
      .getSetCookie()
      .find((header) => header.startsWith("cp_session="))
      ?.split(";")[0];
    if (name === "games" && !body.includes(child.nickname)) return "games: not shown signed in";
  }
  return "in";
}

export async function measureClassLogin(baseUrl: string, { code, children }: ClassLoginFixture): Promise<ClassLoginResult> {
  const times = new Map<string, number[]>();
  const ways: number[] = [];
  const started = performance.now();
  const outcomes = await Promise.all(
    children.map(async (child) => {
      const t = performance.now();
      const outcome = await wayIn(baseUrl, code, child, times).catch((error: Error) => `${error.name}: ${error.message}`);
      ways.push(performance.now() - t);
      return outcome;
    }),
  );
  const allInMs = performance.now() - started;
  const failures: Record<string, number> = {};
  for (const outcome of outcomes) if (outcome !== "in") failures[outcome] = (failures[outcome] ?? 0) + 1;
  const ascending = (list: number[]) => [...list].sort((a, b) => a - b);
  const sorted = ascending([...times.values()].flat());
  const sortedWays = ascending(ways);
  const round = (ms: number) => Math.round(ms);
  const bySteps = Object.fromEntries(
    [...times].map(([name, list]) => [
      name,
      { p50Ms: round(percentile(ascending(list), 50)), p99Ms: round(percentile(ascending(list), 99)) },
    ]),
  );
  return {
    students: children.length,
    signedIn: outcomes.filter((outcome) => outcome === "in").length,
    failures,
    requests: sorted.length,
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1) ?? 0),
    bySteps,
    wayInP50Ms: round(percentile(sortedWays, 50)),
    wayInMaxMs: round(sortedWays.at(-1) ?? 0),
    allInMs: round(allInMs),
  };
}

/** The target row: every child in, and the answers they waited for quick enough. */
export function evaluateClassLoginTargets(result: ClassLoginResult | undefined): TargetResult[] {
  if (!result) return [];
  const failed = Object.entries(result.failures).map(([what, count]) => `${count} × ${what}`);
  return [
    {
      group: "Class sign-in (issue 47)",
      route: "/class-login",
      target: `${result.students} students signing in at once: every one in, p99 ≤ ${classLoginTargets.p99Ms} ms`,
      pass: result.signedIn === result.students && result.p99Ms <= classLoginTargets.p99Ms,
      actual: `${result.signedIn} of ${result.students} in; p99 ${result.p99Ms} ms (p50 ${result.p50Ms}, max ${result.maxMs}, ${result.requests} answers)`,
      note: failed.length > 0 ? failed.join(", ") : undefined,
    },
  ];
}

export function formatClassLogin(result: ClassLoginResult): string {
  return (
    `${result.signedIn} of ${result.students} signed in, all within ${result.allInMs} ms; each answer p50 ${result.p50Ms} ms, ` +
    `p99 ${result.p99Ms} ms, max ${result.maxMs} ms (${result.requests}); a child's whole way in p50 ${result.wayInP50Ms} ms, ` +
    `slowest ${result.wayInMaxMs} ms\nby step, p50 / p99 ms: ` +
    Object.entries(result.bySteps)
      .map(([name, step]) => `${name} ${step.p50Ms} / ${step.p99Ms}`)
      .join(", ")
  );
}
