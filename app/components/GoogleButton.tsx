/** Google sign-in/up: a plain form to /auth/google, so it works without JavaScript. */
import { useTranslation } from "react-i18next";
import { SubmitButton } from "~/components/forms";
export function GoogleButton({
  configured,
  intent,
  redirectTo,
  referralCode,
  label,
}: {
  configured: boolean;
  intent: "signin" | "signup";
  redirectTo?: string;
  /** The register page's ?ref=USERNAME, so a Google sign-up also pays the referral. */
  referralCode?: string;
  label: string;
}) {
  const { t } = useTranslation("auth");
  if (!configured) {
    return (
      <div>
        <button type="button" className="btn-secondary w-full" disabled aria-describedby="google-not-configured">
          {label}
        </button>
        <p id="google-not-configured" className="mt-1 text-center text-xs text-slate-600">
          {t("google.notConfigured")}
        </p>
      </div>
    );
  }
  return (
    <form method="post" action="/auth/google">
      <input type="hidden" name="intent" value={intent} />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      {referralCode ? <input type="hidden" name="ref" value={referralCode} /> : null}
      <SubmitButton className="btn-secondary w-full">
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 48 48">
          <path
            fill="#EA4335"
            d="M24 9.5c3.5 0 6.6 1.2 9 3.6l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.2l7.8 6.1C12.4 13.6 17.7 9.5 24 9.5z"
          />
          <path fill="#4285F4" d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.7c4.3-4 6.9-9.9 6.9-17.1z" />
          <path
            fill="#FBBC05"
            d="M10.5 28.7A14.5 14.5 0 0 1 9.5 24c0-1.6.3-3.2.8-4.7l-7.8-6.1A24 24 0 0 0 0 24c0 3.9.9 7.5 2.6 10.8l7.9-6.1z"
          />
          <path
            fill="#34A853"
            d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.7c-2.1 1.4-4.8 2.3-8.5 2.3-6.3 0-11.6-4.2-13.5-9.9l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
          />
        </svg>
        {label}
      </SubmitButton>
    </form>
  );
}
