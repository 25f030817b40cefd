/**
 * /join: the join box's POST (from /games or this page) and, as a GET, a page with the box and
 * the diagnostics for ?code=..&intent=diagnose, which is where 'Check code' lands without
 * JavaScript (with it, the box loads the same data into its own panel).
 */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { FormAlert } from "~/components/forms";
import { JoinBox } from "~/components/JoinBox";
import { attemptJoin, diagnose, joinBoxSchema } from "~/models/multiplayer/join.server";
import { getSignedInUser, requireUser } from "~/models/auth.server";
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

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Join a Session",
    description: "Enter a friend's 6-character invite code to play a two-player CleverPlay game together.",
  });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const code = normaliseCode(params.get("code") ?? "");
  if (params.get("intent") !== "diagnose") return json({ code, diagnostic: null, refused: null });
  const { user } = await getSignedInUser(request, context);
  // The diagnostics say whether a session holds the code: a lookup like any other.
  const guard = await mayLookUpCode(request, context, { code, userId: user?.id ?? null });
  if (!guard.allowed) {
    const { message, status, headers } = tooManyGuesses(guard.retryAfterSeconds);
    return json({ code, diagnostic: null, refused: message }, { status, headers });
  }
  return json({
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
  const refuse = (description: string) =>
    redirectWithToast(request, context, backTo(returnTo, code), {
      title: "Invalid Code",
      description,
      variant: "error",
    });
  if (!code) return refuse("Please enter a valid invite code.");
  if (code.length !== INVITE_CODE_LENGTH) return refuse("Invalid invite code format. Please enter a 6-character code.");

  const { user } = await getSignedInUser(request, context);
  const guard = await mayLookUpCode(request, context, { code, userId: user?.id ?? null });
  if (!guard.allowed) {
    const { message, status, headers } = tooManyGuesses(guard.retryAfterSeconds);
    return json({ refused: message }, { status, headers });
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
    toast: { title: "Authentication Required", description: "Please sign in to join a multiplayer session." },
  });
  const outcome = await attemptJoin(context.db, code, player.id);
  if (!outcome.ok && outcome.errorType === "own_session") {
    // The spec: a host cannot join their own session and is sent to the game instead.
    const loaded = await loadSession(context.db, { code }).catch(() => null);
    if (loaded) {
      return redirectWithToast(request, context, playPath(loaded.game), {
        title: "This is your session!",
        description: "You cannot join your own session.",
        variant: "info",
      });
    }
  }
  // A failed join is explained on the join page: its error box, Retry Join and diagnostics.
  if (!outcome.ok) return redirect(`/join/${code}?error=${encodeURIComponent(outcome.errorType)}`);
  return redirectWithToast(request, context, outcome.racePath, {
    title: outcome.rejoined ? "Welcome Back!" : "Welcome to the Game!",
    description: `You joined session ${code}.`,
    variant: "success",
  });
}

export default function JoinIndex() {
  const { diagnostic, refused } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const tooMany = (posted && "refused" in posted ? posted.refused : null) ?? refused;
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-3xl font-extrabold text-slate-900">Join a Session</h1>
      <div className="mt-6">
        {tooMany ? <FormAlert title="Too Many Attempts" message={tooMany} /> : null}
        <JoinBox diagnostic={diagnostic} />
      </div>
    </div>
  );
}
