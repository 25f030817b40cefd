/**
 * /join/{code}: the invite card for anyone, and joining it. Without JavaScript every step is a
 * form post and a server-rendered page (the redirect after joining is a meta refresh); with it
 * the join posts through a fetcher, so the spec's automatic retries can run in place.
 */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "~/components/forms";
import { RaceCard } from "~/components/class-race/RaceCard";
import type { I18nHandle } from "~/i18n/config";
import { DiagnosticsToggle } from "~/components/DiagnosticsPanel";
import { InviteActions } from "~/components/InviteActions";
import { InviteCard, SessionNotFoundCard } from "~/components/InviteCard";
import { JoinFailure, JoinSuccess, useJoin } from "~/components/JoinSession";
import { getSignedInUser, requireUser } from "~/models/auth.server";
import { raceCard } from "~/models/class-races/card.server";
import { joinClassAndGo } from "~/models/classes/join-flow.server";
import { classByCode, classCard, TEACHER_SEES } from "~/models/classes/membership.server";
import { ClassJoinCard } from "~/components/teach/ClassJoinCard";
import { classRaceByCode } from "~/models/class-races/races.server";
import { mayLookUpCode, tooManyGuesses } from "~/models/code-guesses.server";
import { joinAttemptReply, sessionInvitePage, type JoinReply } from "~/models/multiplayer/join-page.server";
import { joinReplyInReadersWords } from "~/models/multiplayer/join-words.server";
import { languageOf, serverT } from "~/models/language.server";
import { joinAttemptSchema } from "~/models/multiplayer/join.server";
import { currentPlayer } from "~/models/runs/player.server";
import { joinWords, normaliseCode } from "~/utils/join";
import { AUTH_LOGIN, loginPath } from "~/utils/login";
import { pageMeta } from "~/utils/meta";
import { readFormAs } from "~/utils/read-form.server";
import { RouteError, useRouteErrorInfo } from "~/components/RouteError";

/** The invite's words and the stage's; a class race's card (RaceCard) speaks from "classrace", a class's (ClassJoinCard) from "classjoin". */
export const handle: I18nHandle = { i18n: ["race", "play", "classrace", "classjoin", "kit"] };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data?.meta ? pageMeta(data.meta) : []);

/** The page's data about a two-player session when the code names none (a class race, or no code). */
const NO_SESSION = { invite: null, loadFailed: false, failure: null, diagnostic: null } as const;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const raw = params.inviteCode ?? "";
  const code = normaliseCode(raw);
  // One address per session: /join/abc-def becomes /join/ABCDEF.
  if (code && code !== raw) throw redirect(`/join/${code}${url.search}`);
  const { user } = await getSignedInUser(request, context);
  const signedIn = Boolean(user);
  const t = await serverT(request, context, "race");
  const meta = (title: string) => ({ title, description: t("joinPage.description") });
  if (code) {
    // Before any lookup: a client that tried too many unknown codes learns nothing more.
    const guard = await mayLookUpCode(request, context, { code, userId: user?.id ?? null });
    if (!guard.allowed) {
      const { message, status, headers } = tooManyGuesses(guard.retryAfterSeconds);
      throw json(
        { message: joinReplyInReadersWords({ ok: false, errorType: "rate_limited", error: message }, t).error },
        { status, headers },
      );
    }
  }
  // A class shares the code space: its card, to join it.
  const klass = code ? await classByCode(context.db, code) : null;
  if (klass) {
    const card = await classCard(context.db, klass, user?.id ?? null, await serverT(request, context, "classjoin"));
    const classJoin = { ...card, full: card.students >= card.seats, teacherSees: TEACHER_SEES };
    return json(
      { code, signedIn, meta: meta(t("joinPage.title")), classJoin, classRace: null, ...NO_SESSION },
      { headers: { "Cache-Control": "private, no-store" } },
    );
  }
  // Class races share the code space: their card instead of a session's.
  const race = code ? await classRaceByCode(context.db, code) : null;
  if (race) {
    const classRace = await raceCard(
      context.db,
      race,
      { userId: user?.id ?? null, racer: await currentPlayer(request, context, user) },
      await serverT(request, context, "classrace"),
    );
    return json(
      {
        code,
        signedIn,
        meta: meta(t("joinPage.classRaceTitle", { game: classRace.game.title })),
        classJoin: null,
        classRace,
        ...NO_SESSION,
      },
      { status: race.status === "finished" && !classRace.joined && !classRace.hosting ? 410 : 200 },
    );
  }
  if (!code)
    return json({ code, signedIn, meta: meta(t("joinPage.title")), classJoin: null, classRace: null, ...NO_SESSION }, { status: 400 });

  const invitePage = await sessionInvitePage(context.db, code, user?.id ?? null, url.searchParams.get("error"), t);
  const title = invitePage.page.invite ? t("joinPage.joinGame", { game: invitePage.page.invite.game.title }) : t("joinPage.title");
  return json({ code, signedIn, meta: meta(title), classJoin: null, classRace: null, ...invitePage.page }, { status: invitePage.status });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const code = normaliseCode(params.inviteCode ?? "");
  const t = await serverT(request, context, "race");
  const user = await requireUser(request, context, {
    redirectTo: `/join/${code}`,
    via: AUTH_LOGIN,
    toast: { title: t("joinPage.signInTitle"), description: t("joinPage.signIn") },
  });
  const guard = await mayLookUpCode(request, context, { code, userId: user.id });
  if (!guard.allowed) {
    const { message, status, headers } = tooManyGuesses(guard.retryAfterSeconds);
    const reply = { ok: false, errorType: "rate_limited", error: message, attempt: 1, diagnostic: null } as const;
    return json<JoinReply>(joinReplyInReadersWords(reply, t), { status, headers });
  }
  const klass = await classByCode(context.db, code);
  if (klass) return joinClassAndGo(request, context, klass, user.id);
  const { attempt } = await readFormAs(request, joinAttemptSchema);
  const { reply, status, headers } = await joinAttemptReply(context.db, code, user.id, attempt, await languageOf(request, context), t);
  return json<JoinReply>(joinReplyInReadersWords(reply, t), { status, headers });
}

export default function JoinPage() {
  const { t } = useTranslation("race");
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
          <p className="text-lg font-semibold text-slate-900">{t("joinPage.noCode")}</p>
          <Link to="/games" className="btn-primary mt-6">
            {t("joinPage.browse")}
          </Link>
        </div>
      </Shell>
    );
  }

  if (page.classJoin) {
    return (
      <Shell title={t("joinPage.classTitle")}>
        <ClassJoinCard card={page.classJoin} signedIn={page.signedIn} loginHref={loginPath(`/join/${page.code}`)} />
      </Shell>
    );
  }

  if (page.classRace) {
    return (
      <Shell title={t("joinPage.classRaceHeading")}>
        <RaceCard card={page.classRace} signedIn={page.signedIn} />
      </Shell>
    );
  }

  const outcome = reply?.ok ? <JoinSuccess reply={reply} /> : reply ? <JoinFailure code={page.code} reply={reply} join={join} /> : null;

  if (!page.invite) {
    return (
      <Shell>
        {page.loadFailed ? <FormAlert title={t("joinPage.sessionError")} message={joinWords("database_error", null, t)} /> : null}
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

function Shell({ children, title }: { children: React.ReactNode; title?: string }) {
  const { t } = useTranslation("race");
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-extrabold text-slate-900">{title ?? t("joinPage.title")}</h1>
      {children}
    </div>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation("race");
  const { status, data } = useRouteErrorInfo();
  // Too many unknown codes: the loader's own words, and nothing about the code.
  if (status === 429) {
    const message = String((data as { message?: unknown } | null)?.message ?? "");
    return (
      <RouteError
        frame={Shell}
        title={t("joinPage.title")}
        alert={{ title: t("joinPage.tooMany"), message }}
        link={{ to: "/games", label: t("joinPage.browse") }}
      />
    );
  }
  return (
    <RouteError
      frame={Shell}
      title={t("joinPage.title")}
      alert={{ title: t("joinPage.unexpectedTitle"), message: t("joinErrors.unexpected") }}
      link={{ to: ".", reload: true }}
    />
  );
}
