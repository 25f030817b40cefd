/**
 * /comfort: the comfort settings (app/comfort-settings.ts) as one plain form, for the account or, for
 * a visitor, this browser. The stage's sound and read-aloud switches post here too (intent=switch,
 * as data with JavaScript).
 */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLocation, useSearchParams } from "@remix-run/react";
import { getSignedInUser } from "~/models/auth.server";
import { comfortFromForm, comfortOf, saveComfort } from "~/models/comfort.server";
import { COMFORT_KEYS, COMFORT_LABELS, useComfort } from "~/comfort-settings";
import { pageMeta } from "~/utils/meta";
import { readForm } from "~/utils/read-form.server";
import { safeRedirectPath } from "~/utils/redirect.server";
import { redirectWithToast } from "~/utils/toast.server";
import { Label, SubmitButton } from "~/components/forms";
import { useTranslation } from "react-i18next";
import type { I18nHandle } from "~/i18n/config";
import { serverT } from "~/models/language.server";

export const handle: I18nHandle = { i18n: "site-pages" };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const t = await serverT(request, context, "site-pages");
  return json({ meta: { title: t("comfort.metaTitle"), description: t("comfort.metaDescription") } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const [form, t] = await Promise.all([readForm(request), serverT(request, context, "site-pages")]);
  const { user } = await getSignedInUser(request, context);
  const userId = user?.id ?? null;
  const asked = comfortFromForm(form, await comfortOf(request, context, user));
  if (!asked) return json({ error: t("comfort.refused") }, { status: 400 });
  const { setCookie } = await saveComfort(request, context, userId, asked.comfort);
  const headers = setCookie ? { "Set-Cookie": setCookie } : undefined;
  if (asked.json) return json({ comfort: asked.comfort }, { headers });
  const back = safeRedirectPath(asked.returnTo, "/comfort");
  if (back !== "/comfort") return redirect(back, { headers });
  return redirectWithToast(request, context, back, { title: t("comfort.savedTitle"), description: t("comfort.saved") }, { headers });
}

export default function ComfortSettings() {
  const comfort = useComfort();
  const [search] = useSearchParams();
  const location = useLocation();
  // Opened from a game: saving goes back to it.
  const returnTo = search.get("from") ?? location.pathname;
  const { t } = useTranslation("site-pages");
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t("comfort.title")}</h1>
      <p className="mt-2 text-slate-700">{t("comfort.intro")}</p>
      <Form method="post" className="mt-6 space-y-3">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="returnTo" value={returnTo} />
        {COMFORT_KEYS.map((key) => (
          <Label key={key} className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-slate-300 p-3">
            <input type="checkbox" name={key} defaultChecked={comfort[key]} className="mt-1 h-5 w-5 shrink-0 accent-indigo-700" />
            <span className="font-semibold">
              {t(COMFORT_LABELS[key].label)}
              <span className="block text-sm font-normal text-slate-700">{t(COMFORT_LABELS[key].help)}</span>
            </span>
          </Label>
        ))}
        <SubmitButton className="btn-primary">{t("comfort.save")}</SubmitButton>
      </Form>
    </div>
  );
}
