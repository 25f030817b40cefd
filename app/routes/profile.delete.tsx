import { json, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Field, FormAlert, SubmitButton } from "~/components/forms";
import { deleteAccount } from "~/models/account-data.server";
import { endSignInSession, requireUser, signedInWithin } from "~/models/auth.server";
import { checkCredentials, findUserById } from "~/models/users.server";
import { pageMeta } from "~/utils/meta";
import { formText, readFormAs } from "~/utils/read-form.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Delete my account",
    description: "Delete your CleverPlay account and all your personal data.",
  });

/** A Google account has no password: it proves itself with a sign-in this recent. */
const RECENT_SIGN_IN_MS = 10 * 60_000;

async function hasPassword(context: AppLoadContext, userId: string): Promise<boolean> {
  return Boolean((await findUserById(context.db, userId))?.passwordHash);
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return json({ username: user.username, needsPassword: await hasPassword(context, user.id), schoolStudent: user.schoolStudent });
}

/** A student a teacher made (docs/decisions/school-students.md) is deleted by the grown-ups who answer for it. */
const ASK_TEACHER_OR_PARENT =
  "Your teacher made your account, so your teacher can delete it, or a grown-up at home can, with the code in the letter your school sent home.";

const CONFIRM_MISMATCH = "Please type your username exactly as shown to confirm.";
const WRONG_PASSWORD = "That is not your password. Please try again.";
const SIGN_IN_AGAIN = "For your safety, please sign out and sign in with Google again, then delete your account within 10 minutes.";

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  if (user.schoolStudent) return json({ error: ASK_TEACHER_OR_PARENT, field: "confirm" as const, typed: "" }, { status: 403 });
  const form = await readFormAs(request, { confirm: formText, password: formText });
  const typed = form.confirm.trim();
  const refuse = (error: string, field: "confirm" | "password") => json({ error, field, typed: typed.slice(0, 100) }, { status: 400 });
  if (typed !== user.username) return refuse(CONFIRM_MISMATCH, "confirm");
  // Whoever finds a signed-in laptop must not be able to delete the child's account.
  if (await hasPassword(context, user.id)) {
    if (!user.email || !(await checkCredentials(context.db, user.email, form.password.slice(0, 1000))))
      return refuse(WRONG_PASSWORD, "password");
  } else if (!(await signedInWithin(request, context, RECENT_SIGN_IN_MS))) {
    return refuse(SIGN_IN_AGAIN, "password");
  }

  // Every sign-in goes with the user row (a cascade); this browser's cookie is cleared too.
  await deleteAccount(context.db, user.id);
  const clearCookie = await endSignInSession(request, context);
  return redirectWithToast(
    request,
    context,
    "/",
    {
      title: "Account deleted",
      description: "Your account and personal data have been removed.",
      variant: "success",
    },
    { headers: { "Set-Cookie": clearCookie } },
  );
}

export default function DeleteAccount() {
  const { username, needsPassword, schoolStudent } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (schoolStudent) {
    return (
      <div className="mx-auto max-w-lg px-4 py-10">
        <h1 className="text-3xl font-extrabold text-slate-900">Delete my account</h1>
        <div className="card mt-6 p-6 text-lg text-slate-800">
          <p>{ASK_TEACHER_OR_PARENT}</p>
          <Link to="/profile?tab=settings" className="btn-secondary mt-4">
            Back
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-lg px-4 py-10">
      <h1 className="text-3xl font-extrabold text-slate-900">Delete my account</h1>
      <div className="card mt-6 p-6">
        <p className="text-slate-800">
          This removes your account for good: your profile, Clever Coins, game progress, badges, cosmetics, purchases and everything else we
          keep about you. It cannot be undone.
        </p>
        <p className="mt-3 text-slate-800">
          Want a copy first?{" "}
          <a href="/profile/export" download className="font-semibold text-indigo-700 underline">
            Download my data
          </a>
        </p>
        <Form method="post" noValidate className="mt-6">
          {result?.error ? <FormAlert title="Account not deleted" message={result.error} /> : null}
          <Field
            label={`Type your username (${username}) to confirm`}
            name="confirm"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            defaultValue={result?.typed}
            error={result?.field === "confirm" ? result.error : undefined}
            required
          />
          {needsPassword ? (
            <Field
              label="Your password"
              name="password"
              type="password"
              autoComplete="current-password"
              error={result?.field === "password" ? result.error : undefined}
              required
            />
          ) : null}
          <div className="flex flex-wrap items-center justify-end gap-3">
            <Link to="/profile?tab=settings" className="btn-secondary">
              Cancel
            </Link>
            <SubmitButton className="btn bg-red-700 text-white hover:bg-red-800" pendingLabel="Deleting...">
              Delete my account
            </SubmitButton>
          </div>
        </Form>
      </div>
    </div>
  );
}
