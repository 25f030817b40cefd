import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { loginPath } from "~/utils/login";
import { howToGet } from "~/utils/characters";
import type { CosmeticView } from "~/utils/cosmetics";
import { CosmeticPreview } from "./CosmeticPreview";
import { EquipButton } from "./EquipButton";
import { RarityPill } from "./RarityPill";
import { SubmitButton } from "~/components/forms";

/**
 * One cosmetic in the store: preview, name, description, cost and what the viewer can do with
 * it: sign in, buy it (a form posting to the store itself), or wear it once owned.
 */
export function StoreItem({ item, signedIn }: { item: CosmeticView; signedIn: boolean }) {
  const { t } = useTranslation("store");
  return (
    <li className="card flex min-w-0 flex-col items-center gap-3 p-3 text-center sm:p-5">
      <CosmeticPreview item={item} />
      <h3 className="text-lg font-bold text-slate-900 [overflow-wrap:anywhere]">{item.name}</h3>
      {item.adminExclusive ? <span className="pill bg-slate-800 text-white">{t("item.adminExclusive")}</span> : null}
      {item.rarity ? <RarityPill rarity={item.rarity} /> : null}
      <p className="flex-1 text-sm text-slate-700">{item.description}</p>
      {item.earnedBy ? (
        <p className="text-sm font-semibold text-slate-800">{t("item.earnedNotSold", { how: howToGet(item, t) })}</p>
      ) : (
        <p className="font-bold text-amber-900">
          <img src="/images/icons/coin.svg" alt="" width={18} height={18} className="mr-1 inline-block align-[-3px]" />
          {t("item.cost", { cost: item.costCc })}
        </p>
      )}
      <ItemAction item={item} signedIn={signedIn} />
    </li>
  );
}

function ItemAction({ item, signedIn }: { item: CosmeticView; signedIn: boolean }) {
  const navigation = useNavigation();
  const { t } = useTranslation("store");
  if (!signedIn) {
    return (
      <Link to={loginPath("/store", { plain: true })} className="btn-secondary w-full">
        {t("signInToPurchase")}
      </Link>
    );
  }
  if (item.owned) {
    return (
      <div className="flex w-full flex-col items-center gap-2">
        <span className="pill bg-green-100 text-green-800">{item.equipped ? t("item.ownedEquipped") : t("item.owned")}</span>
        <EquipButton item={item} />
      </div>
    );
  }
  if (item.earnedBy) {
    return (
      <Link to="/characters" className="btn-secondary w-full">
        {t("item.seeCollection")}
      </Link>
    );
  }
  const pending = navigation.state === "submitting" && navigation.formData?.get("cosmeticId") === item.id;
  // No `action`: the form posts to this very URL, so the store comes back at the same pages.
  return (
    <Form method="post" preventScrollReset className="w-full">
      <input type="hidden" name="cosmeticId" value={item.id} />
      <SubmitButton className="btn-primary w-full" pending={pending}>
        {pending ? t("item.purchasing") : t("item.buy", { cost: item.costCc })}
        <span className="sr-only"> {item.name}</span>
      </SubmitButton>
    </Form>
  );
}
