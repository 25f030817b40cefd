/**
 * Many signed-in players joining one invite code at the same moment, through the app's own join
 * action (POST /join/CODE.data, as the join page's fetcher sends it). join_session_atomic locks
 * the session row, so exactly one joins and every other one is told 'session_full'.
 */
import { dataPath, readData } from "../tests/support/single-fetch";

const REQUEST_TIMEOUT_MS = 60_000;

export interface JoinRaceResult {
  attempts: number;
  joined: number;
  full: number;
  /** Any other outcome, by error type or HTTP status. */
  other: Record<string, number>;
  /** From the first request sent to the last answer read. */
  allResolvedMs: number;
  /** Exactly one joined and all the others got session_full. */
  correct: boolean;
}

export async function measureJoinRace(baseUrl: string, code: string, cookies: string[]): Promise<JoinRaceResult> {
  // Where the fetcher posts with JavaScript on (single fetch): the page's data address.
  const url = `${baseUrl}${dataPath(`/join/${code}`)}`;
  const join = async (cookie: string): Promise<string> => {
    const response = await fetch(url, {
      method: "POST",
      headers: { Cookie: cookie, Origin: baseUrl, "Content-Type": "application/x-www-form-urlencoded" },
      body: "attempt=1",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const answer = await readData(response).catch(() => null);
    const reply = (answer?.data ?? null) as { ok?: boolean; errorType?: string } | null;
    if (reply?.ok === true) return "joined";
    return reply?.errorType ?? `HTTP ${response.status}`;
  };
  const started = performance.now();
  const outcomes = await Promise.all(cookies.map((cookie) => join(cookie).catch((error: Error) => error.name)));
  const allResolvedMs = performance.now() - started;
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1;
  const { joined = 0, session_full: full = 0, ...other } = counts;
  return {
    attempts: cookies.length,
    joined,
    full,
    other,
    allResolvedMs: Math.round(allResolvedMs),
    correct: joined === 1 && full === cookies.length - 1,
  };
}
