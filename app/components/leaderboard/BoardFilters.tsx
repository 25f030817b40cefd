import { Form, useSubmit } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { levelNameIn } from "~/games/levels";
import { agesLabel } from "~/i18n/ages-label";
import { useReaderGameLanguage } from "~/i18n/reader-game-language";
import { leaderboardCategories, type LeaderboardCategory } from "~/utils/categories";
import type { LeaderboardData } from "./page-data";
import { Label, SubmitButton } from "~/components/forms";

/** Each category's word: All is the board's, a category the shell's (common.json), as on the game cards. */
const categoryKeys: Record<LeaderboardCategory, string> = {
  all: "filters.allCategories",
  math: "common:categories.math",
  reading: "common:categories.reading",
  logic: "common:categories.logic",
  premium: "common:categories.premium",
};

/** Game, category and level: with JavaScript the boards follow each change; without, Show. */
export function BoardFilters({ games, filter, levelCount }: Pick<LeaderboardData, "games" | "filter" | "levelCount">) {
  const submit = useSubmit();
  const { t } = useTranslation("board");
  const language = useReaderGameLanguage();
  // The levels to choose from: the game's own, named; over all games, level numbers (each game's
  // board then names its level).
  const gameLevels = filter.game !== "all" ? (games.find((g) => g.slug === filter.game)?.levels ?? []) : null;
  return (
    <Form method="get" onChange={(event) => submit(event.currentTarget)} className="mt-6 flex flex-wrap items-end gap-4">
      <Label className="text-sm font-semibold text-slate-800">
        {t("filters.game")}
        <select name="game" defaultValue={filter.game} className="input mt-1 min-w-56">
          <option value="all">{t("allGames")}</option>
          {games.map((g) => (
            <option key={g.slug} value={g.slug}>
              {g.title}
            </option>
          ))}
        </select>
      </Label>
      <Label className="text-sm font-semibold text-slate-800">
        {t("filters.category")}
        <select name="category" defaultValue={filter.category} className="input mt-1 min-w-40">
          {leaderboardCategories.map((c) => (
            <option key={c} value={c}>
              {t(categoryKeys[c])}
            </option>
          ))}
        </select>
      </Label>
      {levelCount > 0 && (gameLevels === null || gameLevels.length > 0) ? (
        // A level's name is long: on a phone the select takes the row and no more.
        <Label className="max-w-full text-sm font-semibold text-slate-800">
          {t("filters.level")}
          <select name="level" defaultValue={filter.level} className="input mt-1 block w-full min-w-40 max-w-full">
            <option value="all">{t("filters.allLevels")}</option>
            {gameLevels
              ? gameLevels.map((l) => (
                  <option key={l.id} value={l.id}>
                    {/* The ages first: on a phone the select shows the start of it. */}
                    {t("filters.gameLevel", { id: l.id, ages: agesLabel(t, l.ages), name: levelNameIn(l, language) })}
                  </option>
                ))
              : Array.from({ length: levelCount }, (_, i) => (
                  <option key={i} value={i + 1}>
                    {i === 0 ? t("filters.easiest") : t("filters.levelNumber", { level: i + 1 })}
                  </option>
                ))}
          </select>
        </Label>
      ) : null}
      {/* Every game's own boards stay so when the category or the level changes. */}
      {filter.view === "boards" ? <input type="hidden" name="view" value="boards" /> : null}
      <SubmitButton className="btn-secondary">{t("filters.show")}</SubmitButton>
    </Form>
  );
}
