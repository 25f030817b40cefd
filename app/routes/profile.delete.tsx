import { json, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Field, FormAlert, SubmitButton } from "~/components/forms";
import { deleteAccount } from "~/models/account-data.server";
import { endSignInSession, requireUser, signedInWithin } from "~/models/auth.server";
import { checkCredentials, findUserById } from "~/models/users.server";
import { pageMeta } from "~/utils/meta";
import { formText, readFormAs } from "~/utils/read-form.server";
import { redirectWithToast } from "~/utils/toast.server";

import { useTranslation } from "react-i18next";
import type { I18nHandle } from "~/i18n/config";
import { serverT } from "~/models/language.server";

export const handle: I18nHandle = { i18n: "profile" };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

/** A Google account has no password: it proves itself with a sign-in this recent. */
const RECENT_SIGN_IN_MS = 10 * 60_000;

async function hasPassword(context: AppLoadContext, userId: string): Promise<boolean> {
  return Boolean((await findUserById(context.db, userId))?.passwordHash);
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const [needsPassword, t] = await Promise.all([hasPassword(context, user.id), serverT(request, context, "profile")]);
  return json({
    meta: { title: t("delete.metaTitle"), description: t("delete.metaDescription") },
    username: user.username,
    needsPassword,
    schoolStudent: user.schoolStudent,
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const t = await serverT(request, context, "profile");
  // A student a teacher made (docs/decisions/school-students.md) is deleted by the grown-ups who answer for it.
  if (user.schoolStudent) return json({ error: t("delete.askGrownUp"), field: "confirm" as const, typed: "" }, { status: 403 });
  const form = await readFormAs(request, { confirm: formText, password: formText });
  const typed = form.confirm.trim();
  const refuse = (error: string, field: "confirm" | "password") => json({ error, field, typed: typed.slice(0, 100) }, { status: 400 });
  if (typed !== user.username) return refuse(t("delete.mismatch"), "confirm");
  // Whoever finds a signed-in laptop must not be able to delete the child's account.
  if (await hasPassword(context, user.id)) {
    if (!user.email || !(await checkCredentials(context.db, user.email, form.password.slice(0, 1000))))
      return refuse(t("delete.wrongPassword"), "password");
  } else if (!(await signedInWithin(request, context, RECENT_SIGN_IN_MS))) {
    return refuse(t("delete.signInAgain"), "password");
  }

  // Every sign-in goes with the user row (a cascade); this browser's cookie is cleared too.
  await deleteAccount(context.db, user.id);
  const clearCookie = await endSignInSession(request, context);
  return redirectWithToast(
    request,
    context,
    "/",
    {
      title: t("delete.deletedTitle"),
      description: t("delete.deleted"),
      variant: "success",
    },
    { headers: { "Set-Cookie": clearCookie } },
  );
}

export default function DeleteAccount() {
  const { username, needsPassword, schoolStudent } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("profile");
  if (schoolStudent) {
    return (
      <div className="mx-auto max-w-lg px-4 py-10">
        <h1 className="text-3xl font-extrabold text-slate-900">{t("delete.title")}</h1>
        <div className="card mt-6 p-6 text-lg text-slate-800">
          <p>{t("delete.askGrownUp")}</p>
          <Link to="/profile?tab=settings" className="btn-secondary mt-4">
            {t("delete.back")}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-lg px-4 py-10">
      <h1 className="text-3xl font-extrabold text-slate-900">{t("delete.title")}</h1>
      <div className="card mt-6 p-6">
        <p className="text-slate-800">{t("delete.warning")}</p>
        <p className="mt-3 text-slate-800">
          {t("delete.copyFirst")}{" "}
          <a href="/profile/export" download className="font-semibold text-indigo-700 underline">
            {t("settings.download")}
          </a>
        </p>
        <Form method="post" noValidate className="mt-6">
          {result?.error ? <FormAlert title={t("delete.notDeleted")} message={result.error} /> : null}
          <Field
            label={t("delete.confirm", { username })}
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
              label={t("delete.password")}
              name="password"
              type="password"
              autoComplete="current-password"
              error={result?.field === "password" ? result.error : undefined}
              required
            />
          ) : null}
          <div className="flex flex-wrap items-center justify-end gap-3">
            <Link to="/profile?tab=settings" className="btn-secondary">
              {t("edit.cancel")}
            </Link>
            <SubmitButton className="btn bg-red-700 text-white hover:bg-red-800" pendingLabel={t("delete.deleting")}>
              {t("delete.title")}
            </SubmitButton>
          </div>
        </Form>
      </div>
    </div>
  );
}
