/**
 * A ledger row's description in the reader's words, for the Earnings tab. The ledger keeps the
 * spec's English (written by the models and by the database's award_game_completion_cc:
 * docs/decisions/catalog-words.md), so the row is read back by the form of its words and said
 * again with `profile:earnings.line.<form>`; a badge, a store item or a daily challenge it names is
 * named in the reader's words by its catalogue key. A description of no known form (an older
 * wording) is shown as stored.
 */
import type { TFunction } from "i18next";
import { seedBadges, seedCosmetics } from "~/content/catalogue";
import { englishT } from "~/i18n/messages.server";
import { catalogWords, type CatalogWords } from "~/i18n/catalog.server";

/** Each form the ledger's descriptions take, as the code that writes them spells it, and its message. */
const FORMS: [message: string, form: RegExp][] = [
  ["earnings.line.welcome", /^Welcome to CleverPlay$/],
  ["earnings.line.signup", /^Signup bonus$/],
  ["earnings.line.completed", /^Completed (?<game>.+)$/],
  ["earnings.line.challenge", /^Daily challenge: (?<challenge>.+)$/],
  ["earnings.line.badge", /^Earned the (?<badge>.+) badge$/],
  ["earnings.line.streak", /^(?<days>\d+)-day login streak$/],
  ["earnings.line.referral", /^A friend you invited completed (?<games>\d+) games$/],
  ["earnings.line.dailyTop", /^Place (?<place>\d+) in (?<game>.+) on (?<day>\d{4}-\d{2}-\d{2})$/],
  ["earnings.line.shared", /^Shared (?<game>.+) on (?<platform>.+)$/],
  ["earnings.line.purchased", /^Purchased (?<item>.+)$/],
];

/** The seeded badges' and store items' keys by their stored (English) names. */
const badgeKeys = new Map(seedBadges.map((badge) => [badge.name, badge.key]));
const cosmeticKeys = new Map(seedCosmetics.map((item) => [item.name, item.key]));

export function ledgerWords(description: string, t: TFunction = englishT("profile"), words: CatalogWords = catalogWords()): string {
  for (const [message, pattern] of FORMS) {
    const match = pattern.exec(description);
    if (!match) continue;
    const found = match.groups ?? {};
    const { badge, item, challenge } = found;
    const badgeKey = badge && badgeKeys.get(badge);
    const itemKey = item && cosmeticKeys.get(item);
    return t(message, {
      ...found,
      ...(badgeKey ? { badge: words.name(badgeKey, badge) } : {}),
      ...(itemKey ? { item: words.name(itemKey, item) } : {}),
      ...(challenge ? { challenge: words.name(challenge, challenge) } : {}),
    });
  }
  return description;
}
