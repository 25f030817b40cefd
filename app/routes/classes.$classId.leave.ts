/** POST /classes/{id}/leave: a student leaves a class (from their profile); they vanish from its tables. */
import type { ActionFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/models/auth.server";
import { classById } from "~/models/classes/classes.server";
import { leaveClass } from "~/models/classes/membership.server";
import { redirectWithToast } from "~/utils/toast.server";

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const klass = await classById(context.db, params.classId ?? "");
  const left = klass ? await leaveClass(context.db, klass.id, user.id) : false;
  return redirectWithToast(
    request,
    context,
    "/profile",
    left
      ? { title: "You left the class", description: `You are no longer in ${klass!.name}.`, variant: "success" }
      : { title: "Not in that class", description: "You are not in that class.", variant: "info" },
  );
}
