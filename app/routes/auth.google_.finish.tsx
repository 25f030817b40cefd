/**
 * /auth/google/finish (not nested in auth.google.ts, whose loader sends strays to /login).
 * The step after a first Google sign-in: Google said who this is (a signed cookie from the
 * callback), and CleverPlay asks what it asks every new player: the month and year of birth, and
 * a parent's e-mail under 13. Then the account is made and signed in, as a sign-up would.
 */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AuthLayout } from "~/components/AuthLayout";
import { FormAlert, SubmitButton } from "~/components/forms";
import { BirthFields } from "~/components/BirthFields";
import { signIn } from "~/models/accounts.server";
import { clearNewGoogleIdentity, googleFailure, readNewGoogleIdentity } from "~/models/google-flow.server";
import { findOrCreateGoogleUser } from "~/models/google.server";
import { parentMailRefusal, requestParentalConsent } from "~/models/parental-consent.server";
import { findProfileByUsername } from "~/models/profiles.server";
import { checkBirth, registrationForm } from "~/models/registration.server";
import type { RouteHandle } from "~/root";
import { pageMeta } from "~/utils/meta";
import { readFormAs } from "~/utils/read-form.server";
import { toastCookie } from "~/utils/toast.server";
import { siteOrigin } from "~/utils/url.server";
import { useTranslation } from "react-i18next";
import { languageOf, serverT } from "~/models/language.server";

// Its shared sign-up and sign-in parts speak from the "auth" messages.
export const handle: RouteHandle = { layout: false, i18n: ["auth", "account"] };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

async function pendingOrRestart(request: Request, context: LoaderFunctionArgs["context"]) {
  const pending = await readNewGoogleIdentity(request, context);
  if (!pending) throw await googleFailure(request, context, { intent: "signup" }, (w) => w.signUpExpired, "no pending Google identity");
  return pending;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const pending = await pendingOrRestart(request, context);
  const t = await serverT(request, context, "account");
  return json({ email: pending.identity.email, meta: { title: t("google.finish.title"), description: t("google.finish.description") } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const pending = await pendingOrRestart(request, context);
  const values = await readFormAs(request, registrationForm);
  const checked = checkBirth(values, new Date(), await serverT(request, context, "auth"));
  const { birthMonth, birthYear, parentEmail } = values;
  const shown = { birthMonth, birthYear, parentEmail };
  if (!checked.ok) return json({ problem: checked.problem, errors: checked.errors, values: shown }, { status: 400 });
  const parentRefusal = checked.parentEmail
    ? await parentMailRefusal(context.db, checked.parentEmail, new Date(), await serverT(request, context, "account"))
    : null;
  if (parentRefusal) {
    const { problem, errors, status, headers } = parentRefusal;
    return json({ problem, errors, values: shown }, { status, headers });
  }
  const referrer = pending.ref ? await findProfileByUsername(context.db, pending.ref) : null;
  const account = await findOrCreateGoogleUser(context.db, pending.identity, { referrerId: referrer?.id ?? null, birth: checked.birth });
  if (!account.user) throw new Error("a Google account with a birth month was not created");
  if (account.outcome === "created") {
    console.log(`auth google account created user=${account.user.id}`);
    if (checked.parentEmail) {
      const language = await languageOf(request, context);
      await requestParentalConsent(context, siteOrigin(request, context), account.user.id, checked.parentEmail, language);
    }
  }
  const { setCookie, toast } = await signIn(request, context, account.user.id, await serverT(request, context, "auth"));
  const headers = new Headers();
  headers.append("Set-Cookie", await clearNewGoogleIdentity(request, context));
  headers.append("Set-Cookie", setCookie);
  headers.append("Set-Cookie", await toastCookie(request, context, toast));
  return redirect(pending.redirectTo, { headers });
}

export default function FinishGoogleSignUp() {
  const { email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("account");
  return (
    <AuthLayout title={t("google.finish.title")} subtitle={t("google.finish.subtitle", { email })}>
      {result?.problem ? <FormAlert title={result.problem.title} message={result.problem.message} /> : null}
      <Form method="post" noValidate>
        <BirthFields values={result?.values} errors={result?.errors} />
        <SubmitButton className="btn-primary w-full" pendingLabel={t("google.finish.pending")}>
          {t("google.finish.submit")}
        </SubmitButton>
      </Form>
    </AuthLayout>
  );
}
