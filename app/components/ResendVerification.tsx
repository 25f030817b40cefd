import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { ResendResult } from "~/models/accounts.server";
import { FormAlert, Label, SubmitButton } from "~/components/forms";
import { useTranslation } from "react-i18next";

/**
 * "Didn't get the email?": posts to /auth/resend-verification. With JavaScript the answer shows
 * here and a countdown blocks the button for 60 s; without it the resend page shows the answer.
 * The server enforces the cooldown either way.
 */
export function ResendVerification({ email }: { email?: string }) {
  const { t } = useTranslation("auth");
  const fetcher = useFetcher<ResendResult>();
  const result = fetcher.data;
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (result?.cooldownSeconds) setSecondsLeft(result.cooldownSeconds);
  }, [result]);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  return (
    <fetcher.Form method="post" action="/auth/resend-verification" className="mt-4 rounded-xl bg-slate-50 p-4" noValidate>
      <p className="font-semibold text-slate-900">{t("resend.title")}</p>
      <p className="mb-3 text-sm text-slate-700">{t("resend.text")}</p>
      {result ? <FormAlert title={result.title} message={result.message} tone={result.ok ? "success" : "error"} /> : null}
      <Label htmlFor="resend-email" className="mb-1 block text-sm font-medium text-slate-900">
        {t("resend.email")}
      </Label>
      <input id="resend-email" name="email" type="email" autoComplete="email" defaultValue={email} className="input" />
      <SubmitButton className="btn-secondary mt-3 w-full" fetcher={fetcher} disabled={secondsLeft > 0}>
        {secondsLeft > 0 ? t("resend.wait", { seconds: secondsLeft }) : fetcher.state !== "idle" ? t("resend.sending") : t("resend.submit")}
      </SubmitButton>
    </fetcher.Form>
  );
}
