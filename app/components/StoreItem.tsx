import { Form, Link, useNavigation } from "@remix-run/react";
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
  return (
    <li className="card flex min-w-0 flex-col items-center gap-3 p-3 text-center sm:p-5">
      <CosmeticPreview item={item} />
      <h3 className="text-lg font-bold text-slate-900 [overflow-wrap:anywhere]">{item.name}</h3>
      {item.adminExclusive ? <span className="pill bg-slate-800 text-white">Admin Exclusive</span> : null}
      {item.rarity ? <RarityPill rarity={item.rarity} /> : null}
      <p className="flex-1 text-sm text-slate-700">{item.description}</p>
      {item.earnedBy ? (
        <p className="text-sm font-semibold text-slate-800">Earned, not sold: {howToGet(item)}</p>
      ) : (
        <p className="font-bold text-amber-900">
          <img src="/images/icons/coin.svg" alt="" width={18} height={18} className="mr-1 inline-block align-[-3px]" />
          {item.costCc} CC
        </p>
      )}
      <ItemAction item={item} signedIn={signedIn} />
    </li>
  );
}

function ItemAction({ item, signedIn }: { item: CosmeticView; signedIn: boolean }) {
  const navigation = useNavigation();
  if (!signedIn) {
    return (
      <Link to={loginPath("/store", { plain: true })} className="btn-secondary w-full">
        Sign In to Purchase
      </Link>
    );
  }
  if (item.owned) {
    return (
      <div className="flex w-full flex-col items-center gap-2">
        <span className="pill bg-green-100 text-green-800">{item.equipped ? "Owned · Equipped" : "Owned"}</span>
        <EquipButton item={item} />
      </div>
    );
  }
  if (item.earnedBy) {
    return (
      <Link to="/characters" className="btn-secondary w-full">
        See your collection
      </Link>
    );
  }
  const pending = navigation.state === "submitting" && navigation.formData?.get("cosmeticId") === item.id;
  // No `action`: the form posts to this very URL, so the store comes back at the same pages.
  return (
    <Form method="post" preventScrollReset className="w-full">
      <input type="hidden" name="cosmeticId" value={item.id} />
      <SubmitButton className="btn-primary w-full" pending={pending}>
        {pending ? "Purchasing…" : `Buy for ${item.costCc} CC`}
        <span className="sr-only"> {item.name}</span>
      </SubmitButton>
    </Form>
  );
}
