/** A report posted from a set's page (/play/set/{id}): who may, what they are told, where they go next. */
import { json, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { clientAddress } from "~/utils/client-address.server";
import { REPORT_REASONS } from "~/utils/set-reports";
import { redirectWithToast } from "~/utils/toast.server";
import { requireUser } from "../auth.server";
import { serverT } from "../language.server";
import { reportSet } from "./reports.server";

const reportForm = z.object({ reason: z.enum(REPORT_REASONS) });

/** Every word of it in the reader's language (the "play" messages, the set's page's). */
export async function reportSetAndSay(request: Request, context: AppLoadContext, setId: string, form: Record<string, string>) {
  const pathname = new URL(request.url).pathname;
  const t = await serverT(request, context, "play");
  const user = await requireUser(request, context, {
    redirectTo: pathname,
    toast: { title: t("report.signInTitle"), description: t("report.signIn") },
  });
  const parsed = reportForm.safeParse(form);
  if (!parsed.success) return json({ error: t("report.choose") }, { status: 400 });
  const outcome = await reportSet(
    context.db,
    { setId, userId: user.id, address: clientAddress(request, context), reason: parsed.data.reason },
    t,
  );
  if (!outcome.ok) {
    const headers: Record<string, string> = outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : {};
    return redirectWithToast(
      request,
      context,
      pathname,
      { title: t("report.notReported"), description: outcome.message, variant: "error" },
      { headers },
    );
  }
  return redirectWithToast(request, context, pathname, {
    title: t("report.thanks"),
    description: outcome.already ? t("report.already") : t("report.sent"),
    variant: "success",
  });
}
