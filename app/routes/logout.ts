import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { endSignInSession } from "~/models/auth.server";
import { toastCookie } from "~/utils/toast.server";

/** Sign Out is a POST form in the header; a GET here just goes home. */
export const loader = () => redirect("/");

export async function action({ request, context }: ActionFunctionArgs) {
  const headers = new Headers();
  try {
    headers.append("Set-Cookie", await endSignInSession(request, context));
    headers.append("Set-Cookie", await toastCookie(request, context, { title: "Signed out successfully", variant: "success" }));
  } catch (error) {
    console.error("sign out failed", error);
    headers.append(
      "Set-Cookie",
      await toastCookie(request, context, { title: "Sign out failed", description: "Please try again.", variant: "error" }),
    );
  }
  return redirect("/", { headers });
}
