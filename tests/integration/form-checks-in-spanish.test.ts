// A reader of Spanish (issue 50) who posts a form with a bad value is told what to fix in Spanish,
// on the form they came from; an English reader keeps the spec's words, to the character.
import { expect, it } from "vitest";
import { seed } from "~/models/seed.server";
import { games } from "../../drizzle/schema";
import { action as editProfile } from "~/routes/profile.edit";
import { action as hostRace } from "~/routes/class-races.new";
import { loader as usernameCheck } from "~/routes/api.username-availability";
import { action as teachAction } from "~/routes/teach._index";
import { MAX_SEATS } from "~/utils/class-race";
import { formPost, get, testContext } from "../support/context";
import { describeEachDatabase } from "../support/database";
import { callRoute, signedInAdult, signedInPlayer, toastOf, type RouteFn } from "../support/routes";

const SPANISH = { "Accept-Language": "es-MX,es;q=0.9" };

describeEachDatabase("a form's field checks in the reader's language", (database) => {
  it("Edit Profile: a display name too long, a bio with a control character or a rude word is refused in Spanish with a 400, and in the spec's English", async () => {
    const context = testContext(database());
    const player = await signedInPlayer(context, { username: "lucia_juega" });
    const save = async (fields: Record<string, string>, headers: Record<string, string> = {}) => {
      const answer = await callRoute(
        editProfile as RouteFn,
        formPost("/profile/edit", fields, { Cookie: player.cookie, ...headers }),
        context,
      );
      const body = (await answer.json()) as { problem: { title: string; message: string }; errors: Record<string, string> };
      return { status: answer.status, ...body };
    };
    const long = { username: "lucia_juega", display_name: "L".repeat(51), bio: "" };
    expect(await save(long, SPANISH)).toMatchObject({
      status: 400,
      problem: { title: "No se pudo guardar", message: "No pudimos actualizar tu perfil. Inténtalo de nuevo." },
      errors: { display_name: "El nombre visible puede tener como máximo 50 caracteres" },
    });
    expect(await save(long)).toMatchObject({
      status: 400,
      problem: { title: "Update failed", message: "Failed to update profile. Please try again." },
      errors: { display_name: "Display name must be at most 50 characters long" },
    });
    const control = { username: "lucia_juega", display_name: "", bio: "hola\u0007" };
    expect((await save(control, SPANISH)).errors.bio).toBe("La biografía no puede tener caracteres de control");
    expect((await save(control)).errors.bio).toBe("Bio cannot contain control characters");
    // A name or bio the name screen refuses says why in the reader's words too.
    const rude = { username: "lucia_juega", display_name: "", bio: "hola shit" };
    expect((await save(rude, SPANISH)).errors.bio).toBe(
      "Tu biografía tiene una palabra que no está permitida aquí: “shit” parece una palabra grosera. Cámbiala e inténtalo de nuevo.",
    );
    expect((await save(rude)).errors.bio).toBe(
      "Your bio has a word that isn't allowed here: “shit” looks like a rude word. Please change it and try again.",
    );
    // The username's own checks are the sign-up's, in the same words.
    expect((await save({ username: "lu" }, SPANISH)).problem.message).not.toMatch(/Username/);
    expect((await save({ username: "lu" })).problem.message).toBe("Username must be at least 3 characters long");
  });

  it("the name screen: a rude name is refused in Spanish in Edit Profile (a form post without JavaScript), the live sign-up check and a class's name", async () => {
    const context = testContext(database());
    const player = await signedInPlayer(context, { username: "lucia_juega" });
    const edit = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      callRoute(editProfile as RouteFn, formPost("/profile/edit", fields, { Cookie: player.cookie, ...headers }), context);
    const rude = { username: "lucia_juega", display_name: "Shit\u2060Head", bio: "" };
    const spanish = await edit(rude, SPANISH);
    expect(spanish.status).toBe(400);
    expect(await spanish.json()).toMatchObject({
      problem: {
        title: "No se pudo guardar",
        message: "Ese nombre visible no está permitido aquí: “Shit” parece una palabra grosera. Elige otro.",
      },
      errors: { display_name: "Ese nombre visible no está permitido aquí: “Shit” parece una palabra grosera. Elige otro." },
    });
    expect(await (await edit(rude)).json()).toMatchObject({
      errors: { display_name: "That display name isn't allowed here: “Shit” looks like a rude word. Please choose a different one." },
    });
    const email = await edit({ username: "lucia_juega", bio: "escríbeme a lucia@example.com" }, SPANISH);
    expect(((await email.json()) as { errors: { bio: string } }).errors.bio).toBe(
      "Tu biografía tiene una dirección de correo electrónico, y aquí las direcciones de correo son privadas. Quítala e inténtalo de nuevo.",
    );

    const live = async (username: string) =>
      (await callRoute(usernameCheck as RouteFn, get(`/api/username-availability?username=${username}`, SPANISH), context)).json();
    expect(await live("big_shit_42")).toMatchObject({
      status: "invalid",
      message: "Ese nombre de usuario no está permitido aquí: “shit” parece una palabra grosera. Elige otro.",
    });

    const teacher = await signedInAdult(context, { username: "sra_rivera" });
    const named = await callRoute(
      teachAction as RouteFn,
      formPost("/teach", { name: "4B shit", forSchool: "on" }, { Cookie: teacher.cookie, ...SPANISH }),
      context,
    );
    expect(await named.json()).toEqual({
      errors: { name: "Ese nombre no está permitido aquí: “shit” parece una palabra grosera. Elige otro." },
    });
  });

  it("Host a class race: too many seats goes back to the form with the reason in Spanish, and in the spec's English", async () => {
    const context = testContext(database());
    await seed(context.db);
    const [game] = await context.db.select({ id: games.id }).from(games).limit(1);
    const host = await signedInAdult(context);
    const ask = (headers: Record<string, string> = {}) =>
      callRoute(
        hostRace as RouteFn,
        formPost(
          "/class-races/new",
          { gameId: game.id, seats: String(MAX_SEATS + 1) },
          { Cookie: host.cookie, Referer: "http://x/games", ...headers },
        ),
        context,
      );
    const spanish = await ask(SPANISH);
    expect(spanish.headers.get("Location")).toBe("/games#class-race");
    expect((await toastOf(spanish, context))?.description).toBe(`Elige entre 2 y ${MAX_SEATS} lugares.`);
    expect((await toastOf(await ask(), context))?.description).toBe(`Choose between 2 and ${MAX_SEATS} seats.`);
  });

  it("Sign-up's live username check: free, taken or malformed, said in Spanish, and in the spec's English", async () => {
    const context = testContext(database());
    await signedInPlayer(context, { username: "lucia_juega" });
    const live = async (username: string, headers: Record<string, string> = {}) =>
      (await callRoute(usernameCheck as RouteFn, get(`/api/username-availability?username=${username}`, headers), context)).json();
    expect(await live("tomas_2015", SPANISH)).toMatchObject({ status: "available", message: "Ese nombre de usuario está libre" });
    expect(await live("lucia_juega", SPANISH)).toMatchObject({ status: "taken", message: "Ese nombre de usuario ya está en uso" });
    expect(await live("a!", SPANISH)).toMatchObject({ status: "invalid", message: expect.stringMatching(/^El nombre de usuario debe/) });
    expect(await live("tomas_2015")).toMatchObject({ message: "Username is available" });
    expect(await live("lucia_juega")).toMatchObject({ message: "Username is already taken" });
    expect(await live("a!")).toMatchObject({
      message: "Username must be at least 3 characters and contain only letters, numbers, and underscores",
    });
  });
});
