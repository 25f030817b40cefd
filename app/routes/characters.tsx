/**
 * /characters: the character collection. Every character, owned or locked, with its rarity and
 * how to get it: the rarest by a milestone, the rest with Clever Coins in the store. An owned
 * character is worn as the avatar's picture (Equip posts to /cosmetics/equip, so it works without
 * JavaScript). Signed out, the page shows the whole collection locked and a way to sign in.
 */
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CosmeticPreview } from "~/components/CosmeticPreview";
import { EquipButton } from "~/components/EquipButton";
import { RarityPill } from "~/components/RarityPill";
import { getSignedInUser } from "~/models/auth.server";
import { characterCollection } from "~/models/cosmetics.server";
import { howToGet } from "~/utils/characters";
import type { CosmeticView } from "~/utils/cosmetics";
import { loginPath } from "~/utils/login";
import { pageMeta } from "~/utils/meta";
import { Trans, useTranslation } from "react-i18next";
import type { I18nHandle } from "~/i18n/config";
import { languageOf, serverT } from "~/models/language.server";

// A character's price and milestone are the store's words; its buttons the kit's.
export const handle: I18nHandle = { i18n: ["rewards-pages", "store", "kit"] };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [{ user }, t] = await Promise.all([getSignedInUser(request, context), serverT(request, context, "rewards-pages")]);
  const characters = await characterCollection(
    context.db,
    user && { id: user.id, isAdmin: user.isAdmin },
    await languageOf(request, context),
  );
  return json({
    meta: { title: t("characters.metaTitle"), description: t("characters.metaDescription") },
    characters,
    signedIn: user !== null,
  });
}

export default function Characters() {
  const { characters, signedIn } = useLoaderData<typeof loader>();
  const owned = characters.filter((c) => c.owned).length;
  const { t } = useTranslation("rewards-pages");
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-extrabold text-slate-900">{t("characters.title")}</h1>
      <p className="mt-2 text-slate-700">
        <Trans
          t={t}
          i18nKey="characters.intro"
          components={{
            store: <Link to="/store?charactersPage=1#store-charactersPage" className="font-semibold text-indigo-700 underline" />,
          }}
        />
      </p>
      {signedIn ? (
        <p className="mt-4 text-lg font-bold text-slate-900" data-testid="collection-count">
          {t("characters.count", { owned, total: characters.length })}
        </p>
      ) : (
        <div className="card mt-6 flex flex-wrap items-center justify-between gap-4 p-5">
          <p className="text-slate-700">{t("characters.signIn")}</p>
          <Link to={loginPath("/characters", { plain: true })} className="btn-primary">
            {t("signIn", { ns: "common" })}
          </Link>
        </div>
      )}
      <ul aria-label={t("characters.list")} className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {characters.map((character) => (
          <CharacterCard key={character.id} character={character} />
        ))}
      </ul>
    </div>
  );
}

function CharacterCard({ character }: { character: CosmeticView }) {
  const { t } = useTranslation("rewards-pages");
  const { t: storeT } = useTranslation("store");
  return (
    <li className="card flex flex-col items-center gap-2 p-3 text-center sm:p-4" data-testid="character">
      <span className={character.owned ? "" : "opacity-40 grayscale"}>
        <CosmeticPreview item={character} size={72} />
      </span>
      <h2 className="text-base font-bold leading-tight text-slate-900">{character.name}</h2>
      {character.rarity ? <RarityPill rarity={character.rarity} /> : null}
      {character.owned ? (
        <>
          <span className="pill bg-green-100 text-green-800">
            {character.equipped ? storeT("item.ownedEquipped") : storeT("item.owned")}
          </span>
          <EquipButton item={character} />
        </>
      ) : (
        <>
          <span className="pill bg-slate-200 text-slate-800">{t("characters.locked")}</span>
          <p className="flex-1 text-sm text-slate-700">{howToGet(character, storeT)}</p>
        </>
      )}
    </li>
  );
}
