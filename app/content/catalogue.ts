/**
 * The seed catalogue: the four built-in games, the badges (each `key` names the rule that
 * earns it) and the store's cosmetics. The seeder upserts games by `slug` and badges and
 * cosmetics by `key`, so no `id` is set here. Artwork lives under /public/images.
 */
import { gameAges } from "~/games/levels";
import type { CharacterMilestone } from "~/utils/characters";
import type { badges, CharacterRarity, cosmetics, games } from "../../drizzle/schema";

export type SeedGame = typeof games.$inferInsert;
export type SeedBadge = typeof badges.$inferInsert;
export type SeedCosmetic = typeof cosmetics.$inferInsert;

const gameArt = (slug: string) => ({
  imageUrl: `/images/games/${slug}.svg`,
  thumbnailUrl: `/images/games/${slug}.svg`,
});

export const seedGames: SeedGame[] = [
  {
    slug: "math-quest-number-crunch",
    title: "Math Quest: Number Crunch",
    description:
      "60 seconds of mental arithmetic: add, subtract, multiply and divide. The numbers get bigger and new operators unlock as your score climbs!",
    category: "math",
    ...gameArt("math-quest-number-crunch"),
    isFeatured: true,
    isPremium: false,
    isMultiplayer: true,
    price: null,
    priceCc: null,
    // The ages its levels span (levels.ts), so the card agrees with the levels inside.
    ...gameAges("math-quest"),
  },
  {
    slug: "word-adventure",
    title: "Word Adventure",
    description:
      "Unscramble as many words as you can in 3 minutes, with a hint for every word. Easy, medium and hard words build spelling and vocabulary.",
    category: "reading",
    ...gameArt("word-adventure"),
    isFeatured: true,
    isPremium: false,
    isMultiplayer: true,
    price: null,
    priceCc: null,
    // The ages its levels span (levels.ts), so the card agrees with the levels inside.
    ...gameAges("word-adventure"),
  },
  {
    slug: "logic-lab",
    title: "Logic Lab",
    description:
      "5 minutes of patterns, sequences and riddles. Pick one of four answers, then read the explanation to sharpen your reasoning.",
    category: "logic",
    ...gameArt("logic-lab"),
    isFeatured: true,
    isPremium: false,
    isMultiplayer: true,
    price: null,
    priceCc: null,
    // The ages its levels span (levels.ts), so the card agrees with the levels inside.
    ...gameAges("logic-lab"),
  },
  {
    slug: "brain-blitz",
    title: "Brain Blitz",
    description:
      "2 minutes of rapid-fire math, word, logic, trivia and memory challenges. Keep a streak going to multiply your points up to ×3!",
    category: "premium",
    ...gameArt("brain-blitz"),
    isFeatured: true,
    isPremium: true,
    isMultiplayer: true,
    price: "1.00",
    priceCc: 1000,
    // The ages its levels span (levels.ts), so the card agrees with the levels inside.
    ...gameAges("brain-blitz"),
  },
];

const badgeIcon = (key: string) => `/images/badges/${key}.svg`;

export const seedBadges: SeedBadge[] = [
  {
    key: "first_game",
    name: "First Steps",
    description: "Complete your very first game.",
    badgeType: "achievement",
    tokensReward: 10,
    iconUrl: badgeIcon("first_game"),
  },
  {
    key: "games_10",
    name: "Game Explorer",
    description: "Complete 10 games.",
    badgeType: "achievement",
    tokensReward: 20,
    iconUrl: badgeIcon("games_10"),
  },
  {
    key: "games_100",
    name: "Century Club",
    description: "Complete 100 games.",
    badgeType: "achievement",
    tokensReward: 50,
    iconUrl: badgeIcon("games_100"),
  },
  {
    key: "streak_3",
    name: "On a Roll",
    description: "Log in 3 days in a row.",
    badgeType: "special",
    tokensReward: 10,
    iconUrl: badgeIcon("streak_3"),
  },
  {
    key: "streak_7",
    name: "Week Warrior",
    description: "Log in 7 days in a row.",
    badgeType: "special",
    tokensReward: 25,
    iconUrl: badgeIcon("streak_7"),
  },
  {
    key: "streak_30",
    name: "Unstoppable",
    description: "Log in 30 days in a row.",
    badgeType: "special",
    tokensReward: 50,
    iconUrl: badgeIcon("streak_30"),
  },
  {
    key: "high_score_math",
    name: "Number Ninja",
    description: "Score 20 or more in Math Quest: Number Crunch.",
    badgeType: "math",
    tokensReward: 30,
    iconUrl: badgeIcon("high_score_math"),
  },
  {
    key: "high_score_reading",
    name: "Word Wizard",
    description: "Score 50 or more in Word Adventure.",
    badgeType: "reading",
    tokensReward: 30,
    iconUrl: badgeIcon("high_score_reading"),
  },
  {
    key: "high_score_logic",
    name: "Logic Master",
    description: "Score 50 or more in Logic Lab.",
    badgeType: "logic",
    tokensReward: 30,
    iconUrl: badgeIcon("high_score_logic"),
  },
  {
    key: "high_score_premium",
    name: "Blitz Champion",
    description: "Score 60 or more in Brain Blitz.",
    badgeType: "skill",
    tokensReward: 40,
    iconUrl: badgeIcon("high_score_premium"),
  },
  {
    key: "first_purchase",
    name: "Smart Shopper",
    description: "Buy your first item or game with Clever Coins.",
    badgeType: "achievement",
    tokensReward: 10,
    iconUrl: badgeIcon("first_purchase"),
  },
  {
    key: "first_multiplayer_win",
    name: "Head-to-Head Hero",
    description: "Win your first multiplayer match against a friend.",
    badgeType: "skill",
    tokensReward: 25,
    iconUrl: badgeIcon("first_multiplayer_win"),
  },
  {
    key: "first_share",
    name: "Spread the Word",
    description: "Share a game or a score with your friends for the first time.",
    badgeType: "special",
    tokensReward: 10,
    iconUrl: badgeIcon("first_share"),
  },
  {
    key: "all_games",
    name: "All-Rounder",
    description: "Play all four games: Math Quest, Word Adventure, Logic Lab and Brain Blitz.",
    badgeType: "skill",
    tokensReward: 35,
    iconUrl: badgeIcon("all_games"),
  },
];

const frame = (key: string, name: string, description: string, costCc: number, adminExclusive = false): SeedCosmetic => ({
  key,
  name,
  description,
  category: "Avatar Frame",
  costCc,
  adminExclusive,
  imageUrl: `/images/cosmetics/${key}.svg`,
});

const badge = (key: string, name: string, description: string, costCc: number, adminExclusive = false): SeedCosmetic => ({
  key,
  name,
  description,
  category: "Badge",
  costCc,
  adminExclusive,
  imageUrl: `/images/cosmetics/${key}.svg`,
});

const character = (
  key: string,
  name: string,
  description: string,
  rarity: CharacterRarity,
  how: { costCc: number } | { earnedBy: CharacterMilestone },
): SeedCosmetic => ({
  key,
  name,
  description,
  category: "Character",
  adminExclusive: false,
  rarity,
  costCc: "costCc" in how ? how.costCc : 0,
  earnedBy: "earnedBy" in how ? how.earnedBy : null,
  imageUrl: `/images/characters/${key.replace(/^character-/, "")}.svg`,
});

export const seedCosmetics: SeedCosmetic[] = [
  // Avatar frames: a ring drawn over the round avatar.
  frame("frame-starlight", "Starlight Ring", "A midnight-blue ring sprinkled with golden stars.", 25),
  frame("frame-forest-wreath", "Forest Wreath", "A leafy green wreath with bright red berries.", 30),
  frame("frame-ocean-wave", "Ocean Wave", "A cool blue ring of rolling waves and bubbles.", 35),
  frame("frame-pixel-border", "Pixel Border", "A retro 8-bit border for arcade fans.", 40),
  frame("frame-robot-circuit", "Robot Circuit", "A high-tech ring of glowing circuit lights.", 50),
  frame("frame-gem-circle", "Gem Circle", "A silver ring set with ruby, sapphire and emerald gems.", 60),
  frame("frame-blazing-fire", "Blazing Fire", "A ring of flickering flames for red-hot players.", 75),
  frame("frame-rainbow-ring", "Rainbow Ring", "Every colour of the rainbow, all the way round.", 90),
  frame(
    "frame-founders-crown",
    "Founder's Crown",
    "A golden ring topped with a jewelled crown. Reserved for the CleverPlay team.",
    100,
    true,
  ),
  // Badges: a small emblem at the avatar's bottom-right corner.
  badge("badge-kind-heart", "Kind Heart", "A bright red heart for friendly players.", 25),
  badge("badge-bookworm", "Bookworm", "An open book for keen readers.", 30),
  badge("badge-brave-shield", "Brave Shield", "A blue shield for players who never give up.", 35),
  badge("badge-gold-star", "Gold Star", "A shining gold star for a job well done.", 40),
  badge("badge-wise-owl", "Wise Owl", "A clever owl for puzzle solvers.", 50),
  badge("badge-lightning-bolt", "Lightning Bolt", "A crackling bolt for the quickest thinkers.", 60),
  badge("badge-rocket", "Rocket", "A rocket for players heading to the top.", 75),
  badge("badge-champion-trophy", "Champion Trophy", "A golden trophy for true champions.", 100),
  badge("badge-team-star", "Team Star", "A star in a blue medal. Reserved for the CleverPlay team.", 100, true),
  // Characters: the avatar's whole picture. The rarest are earned, never sold
  // (docs/decisions/collectible-characters.md).
  // The milestones' table is in app/economy.ts: a legendary takes weeks of play.
  character("character-chick", "Sprout the Chick", "A fluffy chick taking its very first steps.", "rare", { earnedBy: "rounds_1" }),
  character("character-frog", "Bubbles the Frog", "A cheerful frog who hops through round after round.", "rare", { earnedBy: "rounds_10" }),
  character("character-bee", "Sunny the Bee", "A busy bee who comes back day after day.", "rare", { earnedBy: "streak_3" }),
  character("character-fox", "Dash the Fox", "A quick, clever fox who keeps coming back to explore.", "epic", { earnedBy: "days_5" }),
  character("character-koala", "Koa the Koala", "A calm koala who never misses a week.", "epic", { earnedBy: "streak_7" }),
  character("character-owl", "Luna the Owl", "A wise owl who has solved puzzle after puzzle.", "epic", { earnedBy: "rounds_50" }),
  character("character-cheetah", "Blaze the Cheetah", "The fastest cat in class.", "epic", { earnedBy: "class_race_win" }),
  character("character-dragon", "Ember the Dragon", "A fiery little dragon for two weeks of play.", "legendary", { earnedBy: "days_14" }),
  character("character-unicorn", "Nova the Unicorn", "A magical unicorn for three weeks of play.", "legendary", { earnedBy: "days_21" }),
  character("character-phoenix", "Aurora the Phoenix", "A blazing phoenix for a whole month of play.", "legendary", {
    earnedBy: "streak_30",
  }),
  character("character-cat", "Mochi the Cat", "A curious grey kitten.", "common", { costCc: 25 }),
  character("character-dog", "Biscuit the Dog", "A loyal pup with floppy ears.", "common", { costCc: 25 }),
  character("character-bunny", "Clover the Bunny", "A bouncy bunny with long ears.", "common", { costCc: 25 }),
  character("character-mouse", "Pebble the Mouse", "A tiny mouse with big ideas.", "common", { costCc: 30 }),
  character("character-bear", "Honey the Bear", "A cuddly bear who loves a snack.", "common", { costCc: 30 }),
  character("character-pig", "Rosie the Pig", "A happy pink pig.", "common", { costCc: 30 }),
  character("character-turtle", "Shelly the Turtle", "Slow and steady wins the race.", "common", { costCc: 35 }),
  character("character-panda", "Bamboo the Panda", "A gentle panda from the mountains.", "rare", { costCc: 50 }),
  character("character-penguin", "Waddles the Penguin", "A penguin who loves the snow.", "rare", { costCc: 50 }),
  character("character-lion", "Leo the Lion", "A brave lion with a golden mane.", "rare", { costCc: 60 }),
  character("character-monkey", "Momo the Monkey", "A playful monkey full of tricks.", "rare", { costCc: 60 }),
  character("character-octopus", "Inky the Octopus", "An eight-armed thinker from the deep.", "epic", { costCc: 75 }),
  character("character-raccoon", "Bandit the Raccoon", "A masked raccoon who solves every riddle.", "epic", { costCc: 80 }),
  character("character-axolotl", "Axel the Axolotl", "A smiley axolotl with frilly gills.", "epic", { costCc: 90 }),
  character("character-yeti", "Frost the Yeti", "A friendly yeti from the snowy peaks.", "epic", { costCc: 100 }),
];
