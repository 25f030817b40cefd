import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Avatar } from "~/components/Avatar";
import { RarityPill } from "~/components/RarityPill";
import { progressWords, type NextCharacter } from "~/utils/characters";

/**
 * "Next up": the characters a player is closest to earning, each with its picture and how far
 * they have come ("Sunny the Bee: 2 of 3 days in a row"), so a reward is something to look forward to.
 */
export function NextUp({ characters }: { characters: readonly NextCharacter[] }) {
  const { t } = useTranslation("store");
  if (characters.length === 0) return null;
  return (
    <section aria-labelledby="next-up" className="card mt-6 p-4" data-testid="next-up">
      <h3 id="next-up" className="font-bold text-slate-900">
        {t("nextUp.title")}
      </h3>
      <ul className="mt-3 grid gap-3 sm:grid-cols-3">
        {characters.map((character) => (
          <li key={character.key} className="flex items-center gap-3 sm:flex-col sm:text-center" data-testid="next-character">
            <span className="opacity-60 grayscale">
              <Avatar name={character.name} characterUrl={character.pictureUrl} size={56} />
            </span>
            <div className="min-w-0 flex-1 sm:w-full">
              <p className="font-bold leading-tight text-slate-900">
                {character.name}: <span data-testid="next-progress">{progressWords(character, t)}</span>
              </p>
              {character.rarity ? (
                <p className="mt-1">
                  <RarityPill rarity={character.rarity} />
                </p>
              ) : null}
              <div aria-hidden="true" className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-200">
                <div
                  className="h-full rounded-full bg-indigo-600"
                  style={{ width: `${Math.round((100 * character.have) / character.target)}%` }}
                />
              </div>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm">
        <Link to="/characters" className="font-semibold text-indigo-700 underline">
          {t("nextUp.all")}
        </Link>
      </p>
    </section>
  );
}
