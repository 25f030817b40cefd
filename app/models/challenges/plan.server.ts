/**
 * A day's challenges, drawn from the templates below for the free games: pure, so the same date
 * and games always give the same list (daily.server.ts writes it).
 */
import type { GameCategory } from "../../../drizzle/schema";
import { DAILY_CHALLENGES } from "~/economy";
import { rngFor, shuffle } from "~/games/random";
import { englishT } from "~/i18n/messages.server";

interface Template {
  /** Its key in the catalogue's messages too: its description is catalog-about.json's, its game as {{game}}. */
  title: string;
  /** Right answers one finished run needs: within a category each template asks for a different number. */
  goal: number;
}

/** A template's description for `game`, in the spec's English (the database keeps it; pages show the reader's words). */
const description = (title: string, game: string) => englishT("catalog-about")(title, { game, keySeparator: false, nsSeparator: false });

// Every template asks for right answers in one round, in the words of its game. Any finished run
// of the game counts, so a child who just plays moves forward; the goals of one category differ,
// so two challenges of one game never ask for the same thing.
const templatesByCategory: Partial<Record<GameCategory, Template[]>> = {
  math: [
    { title: "Number Ninja", goal: 1 },
    { title: "Quick Sums", goal: 2 },
    { title: "Mental Math Sprint", goal: 3 },
  ],
  reading: [
    { title: "Word Wizard", goal: 1 },
    { title: "Spelling Spree", goal: 2 },
    // Right answers are what a run tells the server; a hint opens in the browser and is never counted,
    // so the card offers the hints as help and does not ask for them.
    {
      title: "Vocabulary Quest",
      goal: 3,
    },
  ],
  logic: [
    { title: "Pattern Detective", goal: 1 },
    { title: "Think It Through", goal: 2 },
    { title: "Riddle Solver", goal: 3 },
  ],
};

/** For a game of any other category. */
const generalTemplates: Template[] = [
  { title: "Brain Booster", goal: 1 },
  { title: "Daily Warm-Up", goal: 2 },
];

export interface ChallengeGame {
  id: string;
  slug: string;
  title: string;
  category: GameCategory;
}

export interface PlannedChallenge {
  gameId: string;
  title: string;
  description: string;
  category: GameCategory;
  goalCorrect: number;
}

/**
 * The day's challenges, drawn from `candidates` with a generator seeded by the date: the same
 * date and games always give the same list. Each game's templates are dealt one per game per
 * round, so the first cards (the home page shows 3) are different games; a title already dealt
 * is dropped.
 */
export function planChallenges(day: string, candidates: readonly ChallengeGame[]): PlannedChallenge[] {
  const rng = rngFor("daily-challenges", day);
  // Sorted first, so the draw does not depend on the order the database returned the games in.
  const sorted = [...candidates].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  const decks = shuffle(rng, sorted).map((game) =>
    shuffle(rng, templatesByCategory[game.category] ?? generalTemplates).map((template) => ({
      gameId: game.id,
      title: template.title,
      description: description(template.title, game.title),
      category: game.category,
      goalCorrect: template.goal,
    })),
  );
  const plan: PlannedChallenge[] = [];
  const titles = new Set<string>();
  const rounds = Math.max(0, ...decks.map((deck) => deck.length));
  for (let round = 0; round < rounds; round++) {
    for (const deck of decks) {
      const challenge = deck[round];
      if (!challenge || titles.has(challenge.title)) continue;
      if (plan.length === DAILY_CHALLENGES.perDay) return plan;
      titles.add(challenge.title);
      plan.push(challenge);
    }
  }
  return plan;
}
