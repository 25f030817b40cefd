import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { endSignInSession } from "~/models/auth.server";
import { serverT } from "~/models/language.server";
import { toastCookie } from "~/utils/toast.server";

/** Sign Out is a POST form in the header; a GET here just goes home. */
export const loader = () => redirect("/");

export async function action({ request, context }: ActionFunctionArgs) {
  // In the language of the account signing out (asked before the sign-in ends).
  const t = await serverT(request, context, "account");
  const headers = new Headers();
  try {
    headers.append("Set-Cookie", await endSignInSession(request, context));
    headers.append("Set-Cookie", await toastCookie(request, context, { title: t("signOut.done"), variant: "success" }));
  } catch (error) {
    console.error("sign out failed", error);
    headers.append(
      "Set-Cookie",
      await toastCookie(request, context, { title: t("signOut.failed"), description: t("signOut.tryAgain"), variant: "error" }),
    );
  }
  return redirect("/", { headers });
}
