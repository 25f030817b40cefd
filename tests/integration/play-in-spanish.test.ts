// A child who reads Spanish (issue 50) is told why a play or join form was refused in Spanish; an
// English reader keeps the spec's words, to the character.
import { expect, it } from "vitest";
import { seed } from "~/models/seed.server";
import { action as play } from "~/routes/play.$";
import { action as joinCode } from "~/routes/join.$inviteCode";
import { action as joinBox } from "~/routes/join._index";
import { formPost, testContext } from "../support/context";
import { describeEachDatabase } from "../support/database";
import { callRoute, signedInPlayer, toastOf } from "../support/routes";

const PAGE = "/play/math/math-quest-number-crunch";
const params = { "*": "math/math-quest-number-crunch" };
const SPANISH = { "Accept-Language": "es-MX,es;q=0.9" };

describeEachDatabase("a refused play or join form, in the reader's language", (database) => {
  it("tells a Spanish reader why the play page refused a start, an answer or a lost game, and an English reader the spec's words", async () => {
    const context = testContext(database());
    await seed(context.db);
    const player = await signedInPlayer(context);
    const post = async (fields: Record<string, string>, headers: Record<string, string> = {}) => {
      const answer = await callRoute(play, formPost(PAGE, fields, { Cookie: player.cookie, ...headers }), context, params);
      return { status: answer.status, error: ((await answer.json()) as { error: string }).error };
    };

    const level = { intent: "start", level: "99" };
    expect(await post(level, SPANISH)).toEqual({ status: 400, error: "Elige uno de los niveles de este juego." });
    expect(await post(level)).toEqual({ status: 400, error: "Please choose one of this game's levels." });

    const lost = { intent: "finish", runId: "00000000-0000-4000-8000-000000000000" };
    expect(await post(lost, SPANISH)).toEqual({ status: 404, error: "No encontramos este juego. Empieza uno nuevo." });
    expect(await post(lost)).toEqual({ status: 404, error: "This game was not found. Start a new game." });

    const long = { intent: "answer", runId: lost.runId, index: "0", answer: "9".repeat(201) };
    expect((await post(long, SPANISH)).error).toBe("Esa respuesta es demasiado larga.");
    expect((await post(long)).error).toBe("That answer is too long.");
  });

  it("tells a Spanish reader that no session has the code, in Spanish, and an English reader in the spec's words", async () => {
    const context = testContext(database());
    const player = await signedInPlayer(context);
    const join = async (headers: Record<string, string> = {}) => {
      const answer = await callRoute(joinCode, formPost("/join/ZZZ999", {}, { Cookie: player.cookie, ...headers }), context, {
        inviteCode: "ZZZ999",
      });
      return { status: answer.status, body: (await answer.json()) as { errorType: string; error: string } };
    };
    expect(await join(SPANISH)).toMatchObject({
      status: 404,
      body: { errorType: "session_not_found", error: "No encontramos la sesión. Revisa el código de invitación." },
    });
    expect(await join()).toMatchObject({
      status: 404,
      body: { errorType: "session_not_found", error: "Session not found. Please check the invite code." },
    });

    // The join box's short code: its toast.
    const short = (headers: Record<string, string> = {}) => callRoute(joinBox, formPost("/join", { code: "AB" }, headers), context);
    expect(await toastOf(await short(SPANISH), context)).toEqual({
      title: "Código no válido",
      description: "El código de invitación no es válido. Escribe un código de 6 caracteres.",
    });
    expect(await toastOf(await short(), context)).toEqual({
      title: "Invalid Code",
      description: "Invalid invite code format. Please enter a 6-character code.",
    });
  });
});
