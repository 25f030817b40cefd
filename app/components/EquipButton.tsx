/**
 * Equip or Unequip one owned cosmetic (a form posting to /cosmetics/equip, so it works without
 * JavaScript): on the profile's Cosmetics tab, the store and the characters page. Its own file, so
 * the store and the characters page do not carry the profile's lazily loaded manager.
 */
import { Form, useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { CosmeticView } from "~/utils/cosmetics";
import { SubmitButton } from "~/components/forms";

/** Equip or Unequip one owned cosmetic; the action sends the browser back to this page. */
export function EquipButton({ item }: { item: Pick<CosmeticView, "id" | "name" | "equipped"> }) {
  const location = useLocation();
  const { t } = useTranslation("kit");
  const navigation = useNavigation();
  const intent = item.equipped ? "unequip" : "equip";
  const pending = navigation.state !== "idle" && navigation.formData?.get("cosmeticId") === item.id;
  return (
    <Form method="post" action="/cosmetics/equip" preventScrollReset>
      <input type="hidden" name="cosmeticId" value={item.id} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <SubmitButton className={item.equipped ? "btn-secondary" : "btn-primary"} pending={pending}>
        {item.equipped ? t("unequip") : t("equip")}
        <span className="sr-only"> {item.name}</span>
      </SubmitButton>
    </Form>
  );
}
