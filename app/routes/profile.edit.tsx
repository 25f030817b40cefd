import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { EditProfileForm } from "~/components/EditProfileForm";
import { editableProfile, updateProfile } from "~/models/profile-edit.server";
import { requireUser } from "~/models/auth.server";
import { pageMeta } from "~/utils/meta";
import { typedValues, type EditFailure } from "~/utils/profile-form";
import { readForm } from "~/utils/read-form.server";
import { redirectWithToast } from "~/utils/toast.server";
import { useTranslation } from "react-i18next";
import type { I18nHandle } from "~/i18n/config";
import { languageOf, serverT } from "~/models/language.server";

export const handle: I18nHandle = { i18n: "profile" };

/**
 * Edit Profile. Without JavaScript this page is the form; with it, /profile opens the same form
 * in a dialog that posts here too. Success goes back to the Settings tab with 'Profile updated'.
 */
export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const [profile, t] = await Promise.all([editableProfile(context.db, user.id), serverT(request, context, "profile")]);
  if (!profile) throw new Response("Not Found", { status: 404 });
  return json({ ...profile, meta: { title: t("meta.editTitle"), description: t("meta.editDescription") } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const form = await readForm(request);
  const result = await updateProfile(context.db, user.id, form, await languageOf(request, context));
  if (result.ok) {
    const t = await serverT(request, context, "profile");
    return redirectWithToast(request, context, "/profile?tab=settings", {
      title: t("edit.updated"),
      variant: "success",
    });
  }
  return json<EditFailure>(
    {
      problem: result.problem,
      errors: result.errors,
      values: typedValues(form),
    },
    { status: result.status },
  );
}

export default function EditProfile() {
  const saved = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  const { t } = useTranslation("profile");
  return (
    <div className="mx-auto max-w-lg px-4 py-10">
      <h1 className="text-3xl font-extrabold text-slate-900">{t("edit.title")}</h1>
      <div className="card mt-6 p-6">
        <EditProfileForm
          as={Form}
          values={result?.values ? { ...result.values, publicLocked: saved.publicLocked } : saved}
          errors={result?.errors}
          problem={result?.problem}
          submitting={submitting}
          cancel={
            <Link to="/profile?tab=settings" className="btn-secondary">
              {t("edit.cancel")}
            </Link>
          }
        />
      </div>
    </div>
  );
}
