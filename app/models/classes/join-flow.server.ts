/** Joining a class from a page (its card, the /games box): where the student goes next. */
import type { AppLoadContext } from "@remix-run/node";
import { clientAddress } from "~/utils/client-address.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Class } from "./classes.server";
import { joinClass } from "./membership.server";

/** Joins and answers with the next page: the games (their homework shows there), or back to the card with the reason. */
export async function joinClassAndGo(request: Request, context: AppLoadContext, klass: Class, userId: string) {
  const outcome = await joinClass(context.db, { classId: klass.id, userId, address: clientAddress(request, context) });
  if (!outcome.ok) {
    const headers: Record<string, string> =
      "retryAfterSeconds" in outcome ? { "Retry-After": String(Math.max(1, outcome.retryAfterSeconds)) } : {};
    return redirectWithToast(
      request,
      context,
      `/join/${klass.joinCode}`,
      { title: "Could not join", description: outcome.message, variant: "error" },
      { headers },
    );
  }
  return redirectWithToast(request, context, "/games", {
    title: outcome.rejoined ? "You are in this class" : "Welcome to the class!",
    description: `You joined ${klass.name}. Its homework shows here and on your profile.`,
    variant: "success",
  });
}
