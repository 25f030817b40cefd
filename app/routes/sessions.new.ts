import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { games } from "../../drizzle/schema";
import { engineForTitle } from "~/games";
import { createSession, MAX_PARTY } from "~/models/multiplayer/sessions.server";
import { startingLevel } from "~/models/runs/levels.server";
import { requireUser } from "~/models/auth.server";
import { languageOf, serverT } from "~/models/language.server";
import { formText, readFormAs } from "~/utils/read-form.server";
import { z } from "zod";
import { playPath } from "~/utils/slug";
import { redirectWithToast } from "~/utils/toast.server";
import { UUID } from "~/utils/uuid";

/** POST /sessions/new (gameId): the play page's Create Session button. */
export async function action({ request, context }: ActionFunctionArgs) {
  const t = await serverT(request, context, "race");
  const PARTY_SIZE = t("new.partySize", { max: MAX_PARTY });
  // The spec's play-page toast for a visitor (or a player whose sign-in ended with the page open).
  const user = await requireUser(request, context, {
    toast: { title: t("new.signInTitle"), description: t("new.signIn") },
  });
  const { gameId, maxPlayers } = await readFormAs(
    request,
    z.object({
      gameId: formText,
      // Absent in the spec's flow: a session for two. Anything else but 2 to 8 is refused with a 400.
      maxPlayers: z
        .string()
        .default("2")
        .pipe(z.coerce.number({ message: PARTY_SIZE }).int(PARTY_SIZE).min(2, PARTY_SIZE).max(MAX_PARTY, PARTY_SIZE)),
    }),
  );
  const [game] = UUID.test(gameId) ? await context.db.select().from(games).where(eq(games.id, gameId)) : [];
  if (!game?.isMultiplayer) {
    return redirectWithToast(request, context, "/games", {
      title: t("new.errorTitle"),
      description: t("new.failed"),
      variant: "error",
    });
  }
  try {
    const engine = engineForTitle(game.title);
    const session = await createSession(context.db, {
      userId: user.id,
      gameId: game.id,
      maxPlayers,
      language: await languageOf(request, context),
      // The host races at their own level, as their start screen would offer it.
      level: engine ? await startingLevel(context.db, { game: engine.key, gameId: game.id, userId: user.id }) : undefined,
    });
    return redirectWithToast(request, context, playPath(game), {
      title: t("new.created"),
      description: t("new.share", { code: session.inviteCode }),
      variant: "success",
    });
  } catch (error) {
    console.error("create session failed", error);
    return redirectWithToast(request, context, playPath(game), {
      title: t("new.errorTitle"),
      description: t("new.failed"),
      variant: "error",
    });
  }
}

export const loader = () => redirect("/games");
