/**
 * The profile's Cosmetics tab: the player's own cosmetics by category, each with Equip or
 * Unequip (a form posting to /cosmetics/equip, so it works without JavaScript).
 *
 * Props: `sections`, exactly what `loadCosmeticsManager(db, { id, isAdmin }, url.searchParams)`
 * returns (from app/models/cosmetics.server.ts). Each section pages on its own query parameter
 * (framesPage, badgesPage); the other parameters of the page (?tab=cosmetics) are kept.
 */
import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import type { CosmeticSection, CosmeticView } from "~/utils/cosmetics";
import { CosmeticPreview } from "./CosmeticPreview";
import { Pagination } from "./Pagination";

/** Equip or Unequip one owned cosmetic; the action sends the browser back to this page. */
export function EquipButton({ item }: { item: Pick<CosmeticView, "id" | "name" | "equipped"> }) {
  const location = useLocation();
  const navigation = useNavigation();
  const intent = item.equipped ? "unequip" : "equip";
  const pending = navigation.state !== "idle" && navigation.formData?.get("cosmeticId") === item.id;
  return (
    <Form method="post" action="/cosmetics/equip" preventScrollReset>
      <input type="hidden" name="cosmeticId" value={item.id} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button type="submit" className={item.equipped ? "btn-secondary" : "btn-primary"} disabled={pending}>
        {item.equipped ? "Unequip" : "Equip"}
        <span className="sr-only"> {item.name}</span>
      </button>
    </Form>
  );
}

export function CosmeticsManager({ sections }: { sections: CosmeticSection[] }) {
  return (
    <div className="flex flex-col gap-8">
      {sections.map((section) => (
        <section key={section.category} aria-labelledby={`owned-${section.param}`}>
          <h3 id={`owned-${section.param}`} className="text-lg font-bold text-slate-900">
            {section.title}
          </h3>
          {section.page.items.length === 0 ? (
            <p className="mt-2 text-slate-700">
              You don&apos;t own any {section.title.toLowerCase()} yet.{" "}
              <Link to="/store" className="font-semibold text-indigo-700 underline">
                Visit the store
              </Link>
            </p>
          ) : (
            <ul className="mt-3 grid gap-3 sm:grid-cols-2">
              {section.page.items.map((item) => (
                <li key={item.id} className="card flex items-center gap-4 p-4">
                  <CosmeticPreview item={item} size={64} />
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-slate-900">{item.name}</p>
                    {item.equipped ? <p className="pill mt-1 bg-green-100 text-green-800">Equipped</p> : null}
                  </div>
                  <EquipButton item={item} />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            label={`Your ${section.title.toLowerCase()} pages`}
            param={section.param}
            page={section.page.page}
            pageCount={section.page.pageCount}
          />
        </section>
      ))}
    </div>
  );
}
