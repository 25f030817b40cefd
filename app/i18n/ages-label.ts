// A level's ages as a reader says them ("Age 7", "Ages 5-6"; "7 años", "De 5 a 6 años"), from the
// `ages` messages of the namespace `t` reads (play for the start screen, board for the leaderboard).
import type { TFunction } from "i18next";

export function agesLabel(t: TFunction, [min, max]: readonly [number, number]): string {
  return min === max ? t("ages.one", { age: min }) : t("ages.range", { min, max });
}
