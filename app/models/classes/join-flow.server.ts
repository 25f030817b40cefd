/** Joining a class from a page (its card, the /games box): where the student goes next. */
import type { AppLoadContext } from "@remix-run/node";
import { clientAddress } from "~/utils/client-address.server";
import { serverT } from "~/models/language.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Class } from "./classes.server";
import { joinClass } from "./membership.server";

/**
 * Joins and answers with the next page: the games (their homework shows there), or back to the
 * card with the reason, in the reader's language.
 */
export async function joinClassAndGo(request: Request, context: AppLoadContext, klass: Class, userId: string) {
  const t = await serverT(request, context, "classjoin");
  const outcome = await joinClass(context.db, { classId: klass.id, userId, address: clientAddress(request, context) }, t);
  if (!outcome.ok) {
    const headers: Record<string, string> =
      "retryAfterSeconds" in outcome ? { "Retry-After": String(Math.max(1, outcome.retryAfterSeconds)) } : {};
    return redirectWithToast(
      request,
      context,
      `/join/${klass.joinCode}`,
      { title: t("joinFailed"), description: outcome.message, variant: "error" },
      { headers },
    );
  }
  return redirectWithToast(request, context, "/games", {
    title: outcome.rejoined ? t("alreadyIn") : t("welcome"),
    description: t("joinedText", { name: klass.name }),
    variant: "success",
  });
}
