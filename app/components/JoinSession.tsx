/**
 * Joining from the join page: the Join Session / Retry Join form, the error box and the success
 * message. Each form is a plain POST (the page's action answers with the same reply, rendered on
 * the server); with JavaScript it goes through a fetcher, which lets the spec's retry rules run:
 * at most 3 attempts, with a delay by error type, and a browser that is offline is a
 * network_error without asking the server.
 */
import { Link, useFetcher, useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useTranslation } from "react-i18next";
import type { JoinReply } from "~/models/multiplayer/join-page.server";
import { JOIN_MAX_ATTEMPTS, JOIN_REDIRECT_MS, joinWords, opensDiagnostics, retryDelayMs } from "~/utils/join";
import { DiagnosticsToggle } from "./DiagnosticsPanel";
import { SubmitButton } from "~/components/forms";

/** The latest join reply (`initial`: one the server rendered) and a way to post an attempt. */
export function useJoin(code: string, initial: JoinReply | null) {
  const { t } = useTranslation("race");
  const fetcher = useFetcher<JoinReply>();
  const navigate = useNavigate();
  const [offline, setOffline] = useState<JoinReply | null>(null);
  const busy = fetcher.state !== "idle";
  const reply = offline ?? fetcher.data ?? initial;
  const { submit: post } = fetcher;
  // Each reply is acted on once: a manual Retry Join (busy again) cancels its pending timer.
  const handled = useRef<JoinReply | null>(null);

  const submit = useCallback(
    (attempt: number) => {
      if (!navigator.onLine) {
        setOffline({
          ok: false,
          errorType: "network_error",
          error: joinWords("network_error", null, t),
          attempt,
          diagnostic: null,
        });
        return;
      }
      setOffline(null);
      post({ attempt: String(attempt) }, { method: "post", action: `/join/${code}` });
    },
    [code, post, t],
  );

  useEffect(() => {
    if (busy || !reply || handled.current === reply) return;
    handled.current = reply;
    if (reply.ok) {
      const timer = setTimeout(() => navigate(reply.racePath), JOIN_REDIRECT_MS);
      return () => clearTimeout(timer);
    }
    const delay = retryDelayMs(reply.errorType, reply.attempt);
    if (delay === null) return;
    const timer = setTimeout(() => submit(reply.attempt + 1), delay);
    return () => clearTimeout(timer);
  }, [busy, reply, navigate, submit]);

  return { reply, busy, submit };
}
export type Join = ReturnType<typeof useJoin>;

export function JoinForm({ code, attempt, label, join }: { code: string; attempt: number; label: string; join: Join }) {
  const { t } = useTranslation("race");
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!join.busy) join.submit(attempt);
  }
  return (
    <form method="post" action={`/join/${code}`} onSubmit={onSubmit} className="mt-3">
      <input type="hidden" name="attempt" value={attempt} />
      <SubmitButton className="btn-primary" pending={join.busy} pendingLabel={t("join.joining")}>
        {label}
      </SubmitButton>
    </form>
  );
}

export function JoinSuccess({ reply }: { reply: Extract<JoinReply, { ok: true }> }) {
  const { t } = useTranslation("race");
  return (
    <div className="rounded-xl border-l-4 border-green-700 bg-green-50 p-4 text-green-900">
      {/* Without JavaScript the browser itself moves on; with it, useJoin navigates after 1.5 s.
          A refresh delay is whole seconds (browsers drop "1.5" to 1), so it is rounded up. */}
      <noscript>
        <meta httpEquiv="refresh" content={`${Math.ceil(JOIN_REDIRECT_MS / 1000)};url=${reply.racePath}`} />
      </noscript>
      <div role="status">
        <p className="text-lg font-semibold">{reply.rejoined ? t("join.welcomeBack") : t("join.welcome")}</p>
        <p className="mt-1">{t("join.taking")}</p>
      </div>
      <Link to={reply.racePath} className="btn-primary mt-3">
        {t("join.goToGame")}
      </Link>
    </div>
  );
}

export function JoinFailure({ code, reply, join }: { code: string; reply: Extract<JoinReply, { ok: false }>; join: Join }) {
  const { t } = useTranslation("race");
  const hydrated = useHydrated();
  const retrying = hydrated && retryDelayMs(reply.errorType, reply.attempt) !== null;
  return (
    <div className="mt-4 rounded-xl border-l-4 border-red-700 bg-red-50 p-4 text-red-900">
      <div role="alert">
        <p className="font-semibold">{t("join.failed")}</p>
        <p className="text-sm">{reply.error || t("join.failedDefault")}</p>
      </div>
      {retrying ? (
        <p role="status" className="mt-2 text-sm">
          {t("join.retrying", { attempt: reply.attempt + 1, of: JOIN_MAX_ATTEMPTS })}
        </p>
      ) : null}
      {reply.attempt < JOIN_MAX_ATTEMPTS ? <JoinForm code={code} attempt={reply.attempt + 1} label={t("join.retry")} join={join} /> : null}
      {reply.diagnostic ? (
        <DiagnosticsToggle
          key={`${reply.attempt}-${reply.errorType}`}
          diagnostic={reply.diagnostic}
          open={opensDiagnostics(reply.errorType)}
        />
      ) : null}
    </div>
  );
}
