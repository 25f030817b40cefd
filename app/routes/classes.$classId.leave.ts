/** POST /classes/{id}/leave: a student leaves a class (from their profile); they vanish from its tables. */
import type { ActionFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/models/auth.server";
import { classById } from "~/models/classes/classes.server";
import { leaveClass } from "~/models/classes/membership.server";
import { redirectWithToast } from "~/utils/toast.server";
import { serverT } from "~/models/language.server";

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const klass = await classById(context.db, params.classId ?? "");
  const left = klass ? await leaveClass(context.db, klass.id, user.id) : false;
  const t = await serverT(request, context, "profile");
  return redirectWithToast(
    request,
    context,
    "/profile",
    left
      ? { title: t("classes.leftTitle"), description: t("classes.left", { name: klass!.name }), variant: "success" }
      : { title: t("classes.notInTitle"), description: t("classes.notIn"), variant: "info" },
  );
}
