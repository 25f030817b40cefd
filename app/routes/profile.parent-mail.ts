/**
 * "Send the email again" on a child's profile: a new consent mail to the parent (a new link),
 * at most one a minute and three an hour (parental-consent.server.ts). Back to /profile with a toast.
 */
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/models/auth.server";
import { serverT } from "~/models/language.server";
import { resendConsentMail } from "~/models/parental-consent.server";
import { redirectWithToast } from "~/utils/toast.server";
import { siteOrigin } from "~/utils/url.server";

export const loader = () => redirect("/profile");

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  // The toast is the child's (their language); the mail is the parent's (parent-language.server.ts).
  const t = await serverT(request, context, "account");
  const sent = await resendConsentMail(context, siteOrigin(request, context), user.id, new Date(), t);
  const toast = sent.ok
    ? { title: t("notice.sent.title"), description: t("notice.sent.message", { email: sent.parentEmail }), variant: "success" as const }
    : { title: t("notice.notSent"), description: sent.message, variant: "error" as const };
  return redirectWithToast(
    request,
    context,
    "/profile",
    toast,
    sent.ok ? {} : { headers: { "Retry-After": String(sent.retryAfterSeconds) } },
  );
}
