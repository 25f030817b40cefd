/**
 * /join: the join box's POST (from /games or this page) and, as a GET, a page with the box and
 * the diagnostics for ?code=..&intent=diagnose, which is where 'Check code' lands without
 * JavaScript (with it, the box loads the same data into its own panel).
 */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "~/components/forms";
import { JoinBox } from "~/components/JoinBox";
import { attemptJoin, diagnose, joinBoxSchema } from "~/models/multiplayer/join.server";
import { getSignedInUser, requireUser } from "~/models/auth.server";
import { languageOf, serverT } from "~/models/language.server";
import { joinReplyInReadersWords } from "~/models/multiplayer/join-words.server";
import { joinRaceAndGo } from "~/models/class-races/join-flow.server";
import { classRaceByCode } from "~/models/class-races/races.server";
import { mayLookUpCode, tooManyGuesses } from "~/models/code-guesses.server";
import { classByCode } from "~/models/classes/membership.server";
import { loadSession } from "~/models/multiplayer/sessions.server";
import { INVITE_CODE_LENGTH, normaliseCode } from "~/utils/join";
import { pageMeta } from "~/utils/meta";
import { readFormAs } from "~/utils/read-form.server";
import { safeRedirectPath } from "~/utils/redirect.server";
import { playPath } from "~/utils/slug";
import { redirectWithToast } from "~/utils/toast.server";

/** The join box's words and the page's. */
export const handle = { i18n: ["race"] };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data?.meta ? pageMeta(data.meta) : []);

/** A refusal of too many codes, in the reader's words. */
const tooManyWords = (message: string, t: (key: string) => string) =>
  joinReplyInReadersWords({ ok: false, errorType: "rate_limited", error: message }, t).error;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const code = normaliseCode(params.get("code") ?? "");
  const t = await serverT(request, context, "race");
  const meta = { title: t("joinPage.title"), description: t("joinPage.indexDescription") };
  if (params.get("intent") !== "diagnose") return json({ meta, code, diagnostic: null, refused: null });
  const { user } = await getSignedInUser(request, context);
  // The diagnostics say whether a session holds the code: a lookup like any other.
  const guard = await mayLookUpCode(request, context, { code, userId: user?.id ?? null });
  if (!guard.allowed) {
    const { message, status, headers } = tooManyGuesses(guard.retryAfterSeconds);
    return json({ meta, code, diagnostic: null, refused: tooManyWords(message, t) }, { status, headers });
  }
  return json({
    meta,
    code,
    diagnostic: await diagnose(context.db, code, user?.id ?? null),
    refused: null,
  });
}

/**
 * Where a refused code goes back to, keeping what was typed: the games list (and its category
 * tab) or this page. Only these two, so the field cannot send anyone elsewhere.
 */
function backTo(returnTo: string | undefined, code: string): string {
  const from = new URL(safeRedirectPath(returnTo, "/games"), "http://cleverplay.local");
  const path = from.pathname === "/join" ? "/join" : "/games";
  const query = new URLSearchParams();
  const category = from.searchParams.get("category");
  if (path === "/games" && category) query.set("category", category);
  if (code) query.set("code", code);
  return query.size ? `${path}?${query}` : path;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { code, returnTo } = await readFormAs(request, joinBoxSchema);
  const t = await serverT(request, context, "race");
  const refuse = (description: string) =>
    redirectWithToast(request, context, backTo(returnTo, code), {
      title: t("joinBox.invalidTitle"),
      description,
      variant: "error",
    });
  if (!code) return refuse(t("joinBox.enterCode"));
  if (code.length !== INVITE_CODE_LENGTH) return refuse(t("joinErrors.invalidInput"));

  const { user } = await getSignedInUser(request, context);
  const guard = await mayLookUpCode(request, context, { code, userId: user?.id ?? null });
  if (!guard.allowed) {
    const { message, status, headers } = tooManyGuesses(guard.retryAfterSeconds);
    return json({ refused: tooManyWords(message, t) }, { status, headers });
  }

  // A class: its card, where the student sees what the teacher will see before joining.
  if (await classByCode(context.db, code)) return redirect(`/join/${code}`);

  // A class race: a signed-in player joins it at once; a visitor goes to its card (sign in, or
  // join as a visitor there).
  const race = await classRaceByCode(context.db, code);
  if (race) {
    return user ? joinRaceAndGo(request, context, race, { userId: user.id }) : redirect(`/join/${race.inviteCode}`);
  }

  // Signing in brings the player straight back to this invite.
  const player = await requireUser(request, context, {
    redirectTo: `/join/${code}`,
    toast: { title: t("joinBox.authTitle"), description: t("joinBox.signIn") },
  });
  const outcome = await attemptJoin(context.db, code, player.id, await languageOf(request, context));
  if (!outcome.ok && outcome.errorType === "own_session") {
    // The spec: a host cannot join their own session and is sent to the game instead.
    const loaded = await loadSession(context.db, { code }).catch(() => null);
    if (loaded) {
      return redirectWithToast(request, context, playPath(loaded.game), {
        title: t("invite.yours"),
        description: t("joinErrors.ownSession"),
        variant: "info",
      });
    }
  }
  // A failed join is explained on the join page: its error box, Retry Join and diagnostics.
  if (!outcome.ok) return redirect(`/join/${code}?error=${encodeURIComponent(outcome.errorType)}`);
  return redirectWithToast(request, context, outcome.racePath, {
    title: outcome.rejoined ? t("join.welcomeBack") : t("join.welcome"),
    description: t("joinBox.joined", { code }),
    variant: "success",
  });
}

export default function JoinIndex() {
  const { t } = useTranslation("race");
  const { diagnostic, refused } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const tooMany = (posted && "refused" in posted ? posted.refused : null) ?? refused;
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-3xl font-extrabold text-slate-900">{t("joinPage.title")}</h1>
      <div className="mt-6">
        {tooMany ? <FormAlert title={t("joinPage.tooMany")} message={tooMany} /> : null}
        <JoinBox diagnostic={diagnostic} />
      </div>
    </div>
  );
}
