// A child who reads Spanish (issue 50) and joins a class race, a class or a friend's session is
// welcomed, and told why not, in Spanish: on the card, in the toast after a form post without
// JavaScript, and in the JSON the join page's fetcher reads, with the same status as in English.
// An English reader keeps every word as it was, to the character.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { classRaces, multiplayerSessions } from "../../drizzle/schema";
import { createClass } from "~/models/classes/classes.server";
import { createClassRace, setLocked } from "~/models/class-races/races.server";
import { joinClassRace } from "~/models/class-races/players.server";
import { createSession } from "~/models/multiplayer/sessions.server";
import { action as joinRace } from "~/routes/class-races.$raceId.join";
import { action as usePower } from "~/routes/class-races.$raceId.power";
import { action as joinCode, loader as joinCard } from "~/routes/join.$inviteCode";
import { formPost, get, testContext } from "../support/context";
import { describeEachDatabase } from "../support/database";
import { seededGame } from "../support/games";
import { callRoute, signedInAdult, signedInPlayer, toastOf, type RouteFn } from "../support/routes";

const SPANISH = { "Accept-Language": "es-MX,es;q=0.9" };
const READERS = [
  ["es", SPANISH],
  ["en", {}],
] as const;

describeEachDatabase("joining in the reader's language", (database) => {
  it("a class race: its card, its join form without JavaScript and its Power-ups form refuse in Spanish, and welcome in Spanish", async () => {
    const context = testContext(database());
    const { game } = await seededGame(context.db, "math-quest-number-crunch");
    const host = await signedInPlayer(context);
    const created = await createClassRace(context.db, { gameId: game.id, hostId: host.id, level: null, mode: "powerups" });
    if (!created.ok) throw new Error(created.message);
    const race = created.race;
    const join = async (fields: Record<string, string>, headers: Record<string, string>, raceId = race.id) => {
      const answer = await callRoute(joinRace as RouteFn, formPost(`/class-races/${raceId}/join`, fields, headers), context, { raceId });
      return { status: answer.status, to: answer.headers.get("Location"), toast: await toastOf(answer, context) };
    };
    const asVisitor = (name: string, headers: Record<string, string>) => join({ intent: "join-race-visitor", name }, headers);
    const card = async (headers: Record<string, string>) => {
      const answer = await callRoute(joinCard as RouteFn, get(`/join/${race.inviteCode}`, headers), context, {
        inviteCode: race.inviteCode,
      });
      return { status: answer.status, refusal: ((await answer.json()) as { classRace: { refusal: string | null } }).classRace.refusal };
    };
    const backToCard = `/join/${race.inviteCode}`;

    // A visitor's name: too short, then rude.
    expect(await asVisitor("M", SPANISH)).toEqual({
      status: 302,
      to: backToCard,
      toast: { title: "No pudiste unirte", description: "Un nombre en una carrera tiene de 2 a 15 letras, sin espacios ni números." },
    });
    expect((await asVisitor("M", {})).toast).toEqual({
      title: "Could not join",
      description: "A name in a race is 2 to 15 letters, with no spaces or numbers.",
    });
    expect((await asVisitor("Shithead", SPANISH)).toast?.description).toBe(
      "Ese nombre no está permitido aquí: “Shit” parece una palabra grosera. Elige otro.",
    );
    expect((await asVisitor("Shithead", {})).toast?.description).toBe(
      "That name isn't allowed here: “Shit” looks like a rude word. Please choose a different one.",
    );
    // A good name: in, and welcomed in Spanish.
    expect(await asVisitor("Lucia", SPANISH)).toMatchObject({
      to: `/class-races/${race.id}/play`,
      toast: { title: "¡Bienvenido a la carrera!", description: "Eres Lucia en esta carrera." },
    });
    // A code that names no race.
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await join({ intent: "join-race" }, SPANISH, unknown)).toast).toEqual({
      title: "Código no válido",
      description: "Código de invitación no válido o vencido",
    });
    expect((await join({ intent: "join-race" }, {}, unknown)).toast).toEqual({
      title: "Invalid Code",
      description: "Invalid or expired invite code",
    });

    // Power-ups: a form without one of the player's power-ups is a 400 that says so.
    const player = await signedInPlayer(context);
    expect((await joinClassRace(context.db, { race, racer: { userId: player.id }, address: "198.51.100.4" })).ok).toBe(true);
    for (const [language, headers] of READERS) {
      const answer = await callRoute(
        usePower as RouteFn,
        formPost(`/class-races/${race.id}/power`, { seq: "none", mode: "json" }, { Cookie: player.cookie, ...headers }),
        context,
        { raceId: race.id },
      );
      expect([answer.status, await answer.text()]).toEqual([
        400,
        language === "es" ? "Elige uno de tus poderes." : "Choose one of your power-ups.",
      ]);
    }

    // The host locks the race: the card says so, and so does a signed-in child's Join.
    await setLocked(context.db, race, true);
    const child = await signedInPlayer(context);
    expect(await card(SPANISH)).toEqual({ status: 200, refusal: "Quien organiza bloqueó esta carrera: nadie nuevo puede unirse." });
    expect((await join({ intent: "join-race" }, { Cookie: child.cookie, ...SPANISH })).toast).toEqual({
      title: "No pudiste unirte",
      description: "Quien organiza bloqueó esta carrera: nadie nuevo puede unirse.",
    });
    expect((await join({ intent: "join-race" }, { Cookie: child.cookie })).toast?.description).toBe(
      "The host has locked this race: nobody new can join it.",
    );
    // Finished: the card is a 410 in both languages.
    await context.db.update(classRaces).set({ status: "finished" }).where(eq(classRaces.id, race.id));
    expect(await card(SPANISH)).toEqual({
      status: 410,
      refusal: "Esta carrera de clase ya terminó. Pídele a tu maestro el código de la siguiente.",
    });
    expect(await card({})).toEqual({
      status: 410,
      refusal: "This class race has finished. Ask your teacher for the code of the next one.",
    });
  });

  it("a class's code and a friend's session: the class's toasts, and the join page's JSON refusals, in Spanish", async () => {
    const context = testContext(database());
    const teacher = await signedInAdult(context);
    const made = await createClass(context.db, teacher.id, { name: "Year 5", seats: 40 });
    if (!made.ok) throw new Error(made.message);
    const post = async (code: string, who: { cookie: string }, headers: Record<string, string>) =>
      callRoute(joinCode as RouteFn, formPost(`/join/${code}`, {}, { Cookie: who.cookie, ...headers }), context, { inviteCode: code });
    const classToast = async (who: { cookie: string }, headers: Record<string, string>) =>
      toastOf(await post(made.klass.joinCode, who, headers), context);

    expect(await classToast(teacher, SPANISH)).toEqual({
      title: "No pudiste unirte",
      description: "Esta es tu propia clase: los estudiantes se unen con su código.",
    });
    expect(await classToast(teacher, {})).toEqual({
      title: "Could not join",
      description: "This is your own class: students join it with its code.",
    });
    const student = await signedInPlayer(context);
    expect(await classToast(student, SPANISH)).toEqual({
      title: "¡Bienvenido a la clase!",
      description: "Te uniste a Year 5. Sus tareas aparecen aquí y en tu perfil.",
    });
    expect(await classToast(student, {})).toEqual({
      title: "You are in this class",
      description: "You joined Year 5. Its homework shows here and on your profile.",
    });

    // A friend's session that is over: the join page's fetcher reads a 409 and why.
    const { game } = await seededGame(context.db, "math-quest-number-crunch");
    const session = await createSession(context.db, { userId: teacher.id, gameId: game.id });
    await context.db.update(multiplayerSessions).set({ status: "completed" }).where(eq(multiplayerSessions.id, session.id));
    const said = async (code: string, headers: Record<string, string>) => {
      const answer = await post(code, student, headers);
      return [answer.status, ((await answer.json()) as { error: string }).error];
    };
    expect(await said(session.inviteCode, SPANISH)).toEqual([409, "La sesión no está activa (estado: terminada)"]);
    expect(await said(session.inviteCode, {})).toEqual([409, "Session is completed, not active"]);
    // Without JavaScript the /games box sends the failure to the page, which says it the same way.
    const page = await callRoute(
      joinCard as RouteFn,
      get(`/join/${session.inviteCode}?error=session_not_active`, { Cookie: student.cookie, ...SPANISH }),
      context,
      { inviteCode: session.inviteCode },
    );
    expect(((await page.json()) as { failure: { error: string } }).failure.error).toBe("La sesión no está activa (estado: terminada)");
    // No code at all.
    expect(await said("-", SPANISH)).toEqual([400, "No escribiste ningún código de invitación"]);
    expect(await said("-", {})).toEqual([400, "No invite code provided"]);
  });
});
