/**
 * /join/{code}: the invite card for anyone, and joining it. Without JavaScript every step is a
 * form post and a server-rendered page (the redirect after joining is a meta refresh); with it
 * the join posts through a fetcher, so the spec's automatic retries can run in place.
 */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { FormAlert } from "~/components/AuthLayout";
import { RaceCard } from "~/components/class-race/RaceCard";
import { DiagnosticsToggle } from "~/components/DiagnosticsPanel";
import { InviteCard, SessionNotFoundCard } from "~/components/InviteCard";
import { JoinFailure, JoinForm, JoinSuccess, useJoin, type Join, type JoinReply } from "~/components/JoinSession";
import { attemptJoin, diagnose, inviteFor, joinAttemptSchema, type Invite } from "~/models/multiplayer/join.server";
import { getSessionUser, requireUser } from "~/models/auth.server";
import { raceCard } from "~/models/class-races/card.server";
import { classRaceByCode } from "~/models/class-races/races.server";
import { readGuestId } from "~/utils/guest.server";
import { loadSession, type LoadedSession } from "~/models/multiplayer/sessions.server";
import { isJoinErrorType, joinMessage, normaliseCode } from "~/utils/join";
import { AUTH_LOGIN, loginPath } from "~/utils/login";
import { pageMeta } from "~/utils/meta";
import { readFormAs } from "~/utils/read-form.server";
import { pageToast } from "~/utils/toast.server";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({
    title: data?.classRace
      ? `Join the class race: ${data.classRace.game.title}`
      : data?.invite
        ? `Join ${data.invite.game.title}`
        : "Join a Session",
    description: "You're invited to a two-player CleverPlay game. Sign in and join the session.",
  });

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const raw = params.inviteCode ?? "";
  const code = normaliseCode(raw);
  // One address per session: /join/abc-def becomes /join/ABCDEF.
  if (code && code !== raw) throw redirect(`/join/${code}${url.search}`);
  const { user } = await getSessionUser(request, context);
  const signedIn = Boolean(user);
  // Class races share the code space: their card instead of a session's.
  const race = code ? await classRaceByCode(context.db, code) : null;
  if (race) {
    const racer = user ? { userId: user.id } : await readGuestId(request, context).then((guestId) => (guestId ? { guestId } : null));
    const classRace = await raceCard(context.db, race, { userId: user?.id ?? null, racer });
    return json(
      { code, signedIn, classRace, invite: null, loadFailed: false, failure: null, diagnostic: null },
      { status: race.status === "finished" && !classRace.joined && !classRace.hosting ? 410 : 200 },
    );
  }
  if (!code)
    return json(
      {
        code,
        signedIn,
        classRace: null,
        invite: null,
        loadFailed: false,
        failure: null,
        diagnostic: null,
      },
      { status: 400 },
    );

  let loaded: LoadedSession | null = null;
  let loadFailed = false;
  try {
    loaded = await loadSession(context.db, { code });
  } catch (error) {
    console.error(`load session ${code} failed`, error);
    loadFailed = true;
  }
  const invite = loaded ? inviteFor(loaded, user?.id ?? null) : null;

  // ?error= is a failed join from the /games box; the page explains it like its own failures.
  const errorType = url.searchParams.get("error");
  const failed = user && isJoinErrorType(errorType) ? errorType : null;
  const diagnostic = user && (failed || !loaded) ? await diagnose(context.db, code, user.id) : null;
  const failure: JoinReply | null = failed && {
    ok: false,
    errorType: failed,
    error: joinMessage(failed, diagnostic?.error === failed ? diagnostic.message : null),
    attempt: 1,
    diagnostic,
  };
  return json(
    {
      code,
      signedIn,
      classRace: null,
      invite,
      loadFailed,
      failure,
      diagnostic,
      pageToast: failure ? undefined : inviteToast(invite, loadFailed),
    },
    { status: invite ? 200 : loadFailed ? 503 : 404 },
  );
}

/** What the page found, as the spec's toasts say it: found, full, or an invalid code. */
function inviteToast(invite: Invite | null, loadFailed: boolean) {
  if (loadFailed) return pageToast({ title: "Session Error", description: joinMessage("database_error"), variant: "error" });
  if (!invite) return pageToast({ title: "Session Error", description: "Invalid or expired invite code", variant: "error" });
  if (invite.view === "full") return pageToast({ title: "Session Full", description: "This session is already full.", variant: "error" });
  if (invite.view === "join" || invite.view === "signed-out") {
    const host = invite.host ? ` with ${invite.host.displayName}` : "";
    return pageToast({ title: "Session Found!", description: `${invite.game.title}${host}`, variant: "success" });
  }
  return undefined;
}

function failureStatus(errorType: string): number {
  if (errorType === "session_not_found") return 404;
  if (["database_error", "session_locked", "invalid_session_data", "unexpected_error"].includes(errorType)) return 503;
  return 409;
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const code = normaliseCode(params.inviteCode ?? "");
  const user = await requireUser(request, context, {
    redirectTo: `/join/${code}`,
    via: AUTH_LOGIN,
    toast: { title: "Sign In Required", description: "Please sign in to join multiplayer sessions." },
  });
  const { attempt } = await readFormAs(request, joinAttemptSchema);
  if (!code) {
    return json<JoinReply>(
      {
        ok: false,
        errorType: "invalid_input",
        error: "No invite code provided",
        attempt,
        diagnostic: null,
      },
      { status: 400 },
    );
  }
  const outcome = await attemptJoin(context.db, code, user.id);
  if (outcome.ok) return json<JoinReply>({ ...outcome, attempt });
  if (outcome.retryAfterSeconds !== undefined) {
    const { retryAfterSeconds, ...refused } = outcome;
    return json<JoinReply>(
      { ...refused, attempt, diagnostic: null },
      { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
    );
  }
  const diagnostic = await diagnose(context.db, code, user.id);
  return json<JoinReply>({ ...outcome, attempt, diagnostic }, { status: failureStatus(outcome.errorType) });
}

export default function JoinPage() {
  const page = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const join = useJoin(page.code, posted ?? page.failure);
  const { reply } = join;
  const diagnostic = (reply && !reply.ok ? reply.diagnostic : null) ?? page.diagnostic;

  // The spec: on the not-found view, diagnostics that all pass mean the session exists by now.
  const revalidator = useRevalidator();
  const reloaded = useRef(false);
  useEffect(() => {
    if (page.invite || !diagnostic?.all_checks_passed || reloaded.current) return;
    reloaded.current = true;
    revalidator.revalidate();
  }, [page.invite, diagnostic, revalidator]);

  if (!page.code) {
    return (
      <Shell>
        <div className="card p-6 text-center">
          <p className="text-lg font-semibold text-slate-900">No invite code provided</p>
          <Link to="/games" className="btn-primary mt-6">
            Browse Games
          </Link>
        </div>
      </Shell>
    );
  }

  if (page.classRace) {
    return (
      <Shell title="Join a Class Race">
        <RaceCard card={page.classRace} signedIn={page.signedIn} />
      </Shell>
    );
  }

  const outcome = reply?.ok ? <JoinSuccess reply={reply} /> : reply ? <JoinFailure code={page.code} reply={reply} join={join} /> : null;

  if (!page.invite) {
    return (
      <Shell>
        {page.loadFailed ? <FormAlert title="Session Error" message={joinMessage("database_error")} /> : null}
        <SessionNotFoundCard code={page.code} signedIn={page.signedIn} />
        {outcome}
        {!reply && diagnostic ? <DiagnosticsToggle diagnostic={diagnostic} open={false} /> : null}
      </Shell>
    );
  }

  const { invite } = page;
  return (
    <Shell>
      <InviteCard code={page.code} invite={invite}>
        {/* The host is pointed to the game whatever was tried: they cannot join their own session. */}
        {outcome && invite.view !== "host" ? outcome : <InviteActions code={page.code} invite={invite} join={join} />}
      </InviteCard>
    </Shell>
  );
}

function Shell({ children, title = "Join a Session" }: { children: React.ReactNode; title?: string }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-extrabold text-slate-900">{title}</h1>
      {children}
    </div>
  );
}

/** What the viewer can do with this invite, before any join attempt. */
function InviteActions({ code, invite, join }: { code: string; invite: Invite; join: Join }) {
  switch (invite.view) {
    case "signed-out":
      return (
        <>
          <p className="text-slate-800">Sign in to join this session.</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Link to={loginPath(`/join/${code}`)} className="btn-primary">
              Sign In
            </Link>
            <Link to="/register" className="btn-secondary">
              Create Account
            </Link>
          </div>
        </>
      );
    case "host":
      return (
        <>
          <p className="font-semibold text-slate-900">This is your session!</p>
          <Link to={invite.gamePath} className="btn-primary mt-3">
            Go to Game
          </Link>
        </>
      );
    case "inactive":
    case "full":
      // Not a dead end: the same game with a session of one's own, or another game.
      return (
        <>
          <p className="font-semibold text-slate-900">
            {invite.view === "full" ? "This session is already full." : "This session is no longer active."}
          </p>
          <p className="mt-1 text-slate-700">Start your own race in {invite.game.title} and invite a friend, or pick another game.</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Link to={invite.gamePath} className="btn-primary">
              {`Play ${invite.game.title}`}
            </Link>
            <Link to="/games" className="btn-secondary">
              Browse Games
            </Link>
          </div>
        </>
      );
    case "join":
      return <JoinForm code={code} attempt={1} label="Join Session" join={join} />;
  }
}

export function ErrorBoundary() {
  return (
    <Shell>
      <FormAlert title="Unexpected Error" message="An unexpected error occurred" />
      <Link to="." reloadDocument className="btn-primary">
        Try Again
      </Link>
    </Shell>
  );
}
