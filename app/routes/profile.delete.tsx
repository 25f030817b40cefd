import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Field, FormAlert } from "~/components/AuthLayout";
import { deleteAccount } from "~/models/account-data.server";
import { endSession, requireUser } from "~/models/session.server";
import { pageMeta } from "~/utils/meta";
import { readForm } from "~/utils/read-form.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Delete my account",
    description: "Delete your CleverPlay account and all your personal data.",
  });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return json({ username: user.username });
}

const CONFIRM_MISMATCH = "Please type your username exactly as shown to confirm.";

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const form = await readForm(request);
  const typed = (form?.confirm ?? "").trim();
  if (typed !== user.username) return json({ error: CONFIRM_MISMATCH, typed: typed.slice(0, 100) }, { status: 400 });

  // Every session goes with the user row (a cascade); this browser's cookie is cleared too.
  await deleteAccount(context.db, user.id);
  const clearCookie = await endSession(request, context);
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
  const { username } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
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
            error={result?.error}
            required
          />
          <div className="flex flex-wrap items-center justify-end gap-3">
            <Link to="/profile?tab=settings" className="btn-secondary">
              Cancel
            </Link>
            <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800" disabled={submitting}>
              {submitting ? "Deleting..." : "Delete my account"}
            </button>
          </div>
        </Form>
      </div>
    </div>
  );
}
