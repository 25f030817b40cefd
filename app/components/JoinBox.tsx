/**
 * The join-by-code box: a plain form posted to /join (Enter submits), so it works without
 * JavaScript; with it the code is normalised as it is typed. 'Check code' is a GET to /join
 * that shows the diagnostics there; with JavaScript it loads them into the panel below instead.
 * The typed code survives a refused submit through the ?code= the action redirects back with.
 */
import { Form, useFetcher, useLocation, useNavigation, useSearchParams } from "@remix-run/react";
import { useState, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import type { Diagnostic } from "~/models/multiplayer/join.server";
import { INVITE_CODE_LENGTH, normaliseCode } from "~/utils/join";
import { DiagnosticsPanel } from "./DiagnosticsPanel";
import { Label, SubmitButton } from "~/components/forms";

export function JoinBox({ diagnostic = null }: { diagnostic?: Diagnostic | null }) {
  const { t } = useTranslation("race");
  const [params] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  const [code, setCode] = useState(() => normaliseCode(params.get("code") ?? ""));
  const checker = useFetcher<{ diagnostic: Diagnostic | null; refused: string | null }>();
  const joining = navigation.state !== "idle" && navigation.formAction === "/join" && navigation.formMethod === "POST";
  const shown = checker.data?.diagnostic ?? diagnostic;

  function check(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    checker.load(`/join?index&${new URLSearchParams({ code, intent: "diagnose" })}`);
  }

  return (
    <section aria-labelledby="join-box-title" className="card p-5">
      <h2 id="join-box-title" className="text-xl font-bold text-slate-900">
        {t("joinBox.title")}
      </h2>
      <p className="mt-1 text-slate-700">{t("joinBox.about")}</p>
      <Form method="post" action="/join" className="mt-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="returnTo" value={location.pathname + location.search} />
        <div className="min-w-40 flex-1">
          <Label htmlFor="join-box-code" className="mb-1 block font-medium text-slate-900">
            {t("invite.code")}
          </Label>
          <input
            id="join-box-code"
            name="code"
            value={code}
            onChange={(event) => setCode(normaliseCode(event.target.value))}
            // Room for a pasted "abc-def" or " ABC DEF ": normaliseCode strips and cuts it to 6.
            maxLength={INVITE_CODE_LENGTH + 6}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="ABC234"
            className="input font-mono uppercase tracking-widest"
          />
        </div>
        <SubmitButton className="btn-primary" pending={joining} pendingLabel={t("join.joining")}>
          {t("joinBox.join")}
        </SubmitButton>
        <SubmitButton name="intent" value="diagnose" formMethod="get" formAction="/join" onClick={check} className="btn-secondary">
          {t("joinBox.check")}
        </SubmitButton>
      </Form>
      {checker.state === "loading" ? (
        <p role="status" className="mt-3 text-sm text-slate-700">
          {t("joinBox.checking")}
        </p>
      ) : null}
      {checker.data?.refused ? (
        <p role="alert" className="mt-3 font-medium text-red-800">
          {checker.data.refused}
        </p>
      ) : null}
      {shown ? <DiagnosticsPanel diagnostic={shown} /> : null}
    </section>
  );
}
