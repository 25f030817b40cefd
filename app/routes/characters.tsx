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

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Characters",
    description: "Collect characters to wear as your avatar: earn the rarest by playing, buy the rest with Clever Coins.",
  });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await getSignedInUser(request, context);
  const characters = await characterCollection(context.db, user && { id: user.id, isAdmin: user.isAdmin });
  return json({ characters, signedIn: user !== null });
}

export default function Characters() {
  const { characters, signedIn } = useLoaderData<typeof loader>();
  const owned = characters.filter((c) => c.owned).length;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-extrabold text-slate-900">Characters</h1>
      <p className="mt-2 text-slate-700">
        Wear a character as your avatar on your profile, the leaderboard and in races. Earn the rarest by playing; buy the others with
        Clever Coins (CC) in the{" "}
        <Link to="/store?charactersPage=1#store-charactersPage" className="font-semibold text-indigo-700 underline">
          store
        </Link>
        .
      </p>
      {signedIn ? (
        <p className="mt-4 text-lg font-bold text-slate-900" data-testid="collection-count">
          You have {owned} of {characters.length}
        </p>
      ) : (
        <div className="card mt-6 flex flex-wrap items-center justify-between gap-4 p-5">
          <p className="text-slate-700">Sign in to start your collection.</p>
          <Link to={loginPath("/characters", { plain: true })} className="btn-primary">
            Sign In
          </Link>
        </div>
      )}
      <ul aria-label="Characters" className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {characters.map((character) => (
          <CharacterCard key={character.id} character={character} />
        ))}
      </ul>
    </div>
  );
}

function CharacterCard({ character }: { character: CosmeticView }) {
  return (
    <li className="card flex flex-col items-center gap-2 p-3 text-center sm:p-4" data-testid="character">
      <span className={character.owned ? "" : "opacity-40 grayscale"}>
        <CosmeticPreview item={character} size={72} />
      </span>
      <h2 className="text-base font-bold leading-tight text-slate-900">{character.name}</h2>
      {character.rarity ? <RarityPill rarity={character.rarity} /> : null}
      {character.owned ? (
        <>
          <span className="pill bg-green-100 text-green-800">{character.equipped ? "Owned · Equipped" : "Owned"}</span>
          <EquipButton item={character} />
        </>
      ) : (
        <>
          <span className="pill bg-slate-200 text-slate-800">Locked</span>
          <p className="flex-1 text-sm text-slate-700">{howToGet(character)}</p>
        </>
      )}
    </li>
  );
}
