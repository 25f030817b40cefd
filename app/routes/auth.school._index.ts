/**
 * The "Sign in with your school" form on /login posts here: the school picked or typed, by its
 * name or short name, sends the browser on to /auth/school/{slug}, which starts the sign-in.
 */
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { schoolWords } from "~/models/schools/oidc.server";
import { serverT } from "~/models/language.server";
import { findSchool } from "~/models/schools/schools.server";
import { readFormAs } from "~/utils/read-form.server";
import { safeRedirectPath } from "~/utils/redirect.server";
import { redirectWithToast } from "~/utils/toast.server";

export const loader = () => redirect("/login");

const pickSchema = z.object({
  school: z.string().max(100).catch(""),
  redirectTo: z.unknown().transform((path) => safeRedirectPath(path)),
});

export async function action({ request, context }: ActionFunctionArgs) {
  const { school: typed, redirectTo } = await readFormAs(request, pickSchema);
  const school = await findSchool(context.db, typed);
  if (!school) {
    const t = await serverT(request, context, "account");
    return redirectWithToast(request, context, "/login", {
      title: t("school.toastFailed"),
      description: schoolWords(t).unknown,
      variant: "error",
    });
  }
  const query = redirectTo === "/profile" ? "" : `?${new URLSearchParams({ redirectTo })}`;
  return redirect(`/auth/school/${school.slug}${query}`);
}
