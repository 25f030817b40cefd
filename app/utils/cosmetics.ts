/**
 * What the store and the cosmetics manager share in the browser: the cosmetic categories,
 * each a section with its own page parameter, so both sections page independently and the
 * links keep working without JavaScript (?framesPage=2&badgesPage=1).
 */
import type { CharacterRarity, cosmeticCategories } from "../../drizzle/schema";
import { paginate, type Page } from "./pagination";

export type CosmeticCategory = (typeof cosmeticCategories)[number];

/** A cosmetic as a viewer sees it. */
export interface CosmeticView {
  id: string;
  name: string;
  description: string;
  category: CosmeticCategory;
  costCc: number;
  adminExclusive: boolean;
  imageUrl: string;
  /** A character's rarity; null for frames and emblems. */
  rarity: CharacterRarity | null;
  /** The milestone that gives a character (never sold); null for what the store sells. */
  earnedBy: string | null;
  owned: boolean;
  equipped: boolean;
}

export const cosmeticSectionDefs = [
  { category: "Avatar Frame", title: "Avatar Frames", param: "framesPage", blurb: "A ring drawn around your avatar." },
  {
    category: "Badge",
    title: "Badges",
    param: "badgesPage",
    // The spec's section title; "badge pin" keeps it apart from the badges earned by playing (/badges).
    blurb: "Badge pins: a small emblem worn at your avatar's corner. The badges you earn by playing are on your Badges page.",
  },
  {
    category: "Character",
    title: "Characters",
    param: "charactersPage",
    blurb: "Your avatar's picture. The rarest are earned by playing, never sold.",
  },
] as const satisfies ReadonlyArray<{
  category: CosmeticCategory;
  title: string;
  param: string;
  blurb: string;
}>;

export type CosmeticSectionDef = (typeof cosmeticSectionDefs)[number];

export interface CosmeticSection {
  category: CosmeticCategory;
  title: CosmeticSectionDef["title"];
  param: CosmeticSectionDef["param"];
  blurb: CosmeticSectionDef["blurb"];
  page: Page<CosmeticView>;
}

/** `items` split into the sections, each at the page its query parameter asks for. */
export function cosmeticSections(items: readonly CosmeticView[], searchParams: URLSearchParams): CosmeticSection[] {
  return cosmeticSectionDefs.map(({ category, title, param, blurb }) => ({
    category,
    title,
    param,
    blurb,
    page: paginate(
      items.filter((item) => item.category === category),
      searchParams.get(param),
    ),
  }));
}
