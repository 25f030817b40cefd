/** A report posted from a set's page (/play/set/{id}): who may, what they are told, where they go next. */
import { json, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { clientAddress } from "~/utils/client-address.server";
import { REPORT_REASONS, type ReportReason } from "~/utils/set-reports";
import { redirectWithToast } from "~/utils/toast.server";
import { requireUser } from "../auth.server";
import { reportSet } from "./reports.server";

const reportForm = z.object({
  reason: z.enum(Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]], {
    errorMap: () => ({ message: "Please choose what is wrong with this set." }),
  }),
});

export async function reportSetAndSay(request: Request, context: AppLoadContext, setId: string, form: Record<string, string>) {
  const pathname = new URL(request.url).pathname;
  const user = await requireUser(request, context, {
    redirectTo: pathname,
    toast: { title: "Sign In Required", description: "Please sign in to report a set you have played." },
  });
  const parsed = reportForm.safeParse(form);
  if (!parsed.success) return json({ error: parsed.error.issues[0].message }, { status: 400 });
  const outcome = await reportSet(context.db, {
    setId,
    userId: user.id,
    address: clientAddress(request, context),
    reason: parsed.data.reason,
  });
  if (!outcome.ok) {
    const headers: Record<string, string> = outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : {};
    return redirectWithToast(
      request,
      context,
      pathname,
      { title: "Not reported", description: outcome.message, variant: "error" },
      { headers },
    );
  }
  return redirectWithToast(request, context, pathname, {
    title: "Thank you",
    description: outcome.already
      ? "You reported this set already: its teacher and our team can see it."
      : "Your report went to this set's teacher and to our team. A set many players report is hidden until it is checked.",
    variant: "success",
  });
}
