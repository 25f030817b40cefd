// What a player's page sends on a class race's socket, read once whichever it is: an answer, or a
// Gold Quest chest to open. Anything else is not a message the race acts on.
import { expect, it } from "vitest";
import { parseRaceMessage } from "~/utils/class-race-answer.server";
import { UNUSABLE_TEXT } from "~/utils/storable-text.server";

it("reads an answer and a chest from the socket's text, and nothing from anything else", () => {
  expect(parseRaceMessage('{"type":"answer","runId":"r1","index":3,"answer":"12"}')).toEqual({
    type: "answer",
    runId: "r1",
    index: 3,
    answer: "12",
  });
  expect(parseRaceMessage('{"type":"chest","chest":2}')).toEqual({ type: "chest", chest: 2 });
  // A lone surrogate the database cannot store: the answer comes with what its player is told.
  expect(parseRaceMessage(JSON.stringify({ type: "answer", runId: "r1", index: 3, answer: "1\ud800" }))).toMatchObject({
    type: "answer",
    refusal: UNUSABLE_TEXT,
  });
  for (const text of [
    "not json",
    '{"type":"chest","chest":4}',
    '{"type":"chest"}',
    '{"type":"answer","runId":"r1","index":-1,"answer":"12"}',
    '{"type":"ping"}',
    "null",
  ])
    expect(parseRaceMessage(text)).toBeNull();
});
