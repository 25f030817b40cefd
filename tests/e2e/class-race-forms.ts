/**
 * A class race's child who plays by plain form posts, as a browser without JavaScript would, for
 * journeys that do not look at that child's screen (class-race-teams.spec.ts, class-races.spec.ts):
 * the page a child sees answering is the journeys' other children's.
 */
import type { APIRequestContext } from "@playwright/test";
import { MATH_QUEST, mathAnswer } from "./games";
import { expect } from "./support";
import { after } from "./timing";

/** The 3, 2, 1 between Start and the first question (COUNTDOWN_MS of app/models/class-races/races.server.ts). */
export const COUNTDOWN_MS = 3_000;

/** The child's question on the play page (reached from the race's page once it started): run, index and prompt. */
async function question(request: APIRequestContext, raceId: string) {
  const page = await request.get(`/class-races/${raceId}/play`);
  const html = await page.text();
  const runId = new URL(page.url()).searchParams.get("run");
  const index = /name="index" value="(\d+)"/.exec(html)?.[1];
  const prompt = /data-testid="prompt"[^>]*>([^<]+)</.exec(html)?.[1];
  return { runId, index, prompt };
}

/** Answers the child's next question, right or wrong, and sees it counted (the next question comes). */
export async function answerByForm(request: APIRequestContext, raceId: string, right: boolean) {
  await expect(async () => {
    const asked = await question(request, raceId);
    expect(asked.runId && asked.index && asked.prompt).toBeTruthy();
    await request.post(MATH_QUEST, {
      form: { intent: "answer", runId: asked.runId!, index: asked.index!, answer: String(mathAnswer(asked.prompt!) + (right ? 0 : 1)) },
    });
    expect(Number((await question(request, raceId)).index)).toBe(Number(asked.index) + 1);
  }).toPass(after(COUNTDOWN_MS));
}
