/**
 * The pages translated so far, as the pseudo-locale check renders them
 * (tests/unit/i18n-pseudo-locale.test.ts): each route module with the data it is drawn with, one
 * entry per state worth seeing (a form refused, a mail sent). A page translated in a later round
 * is added here; so is a route that renders a component translated here.
 */
import { LANGUAGE_NAMES } from "~/i18n/config";
import type { PageToDraw } from "./pseudo-locale";
import * as home from "~/routes/_index";
import * as login from "~/routes/login";
import * as register from "~/routes/register";
// A child's pages around play (issue 50, es-child).
import { earningRules } from "~/models/earning-rules.server";
import { pseudoT } from "./pseudo-locale";
import * as leaderboard from "~/routes/leaderboard";
import * as store from "~/routes/store";
import * as profile from "~/routes/profile._index";
import * as publicProfile from "~/routes/profile.$userId";
import * as profileEdit from "~/routes/profile.edit";
import * as classLogin from "~/routes/class-login._index";
import * as classLoginPick from "~/routes/class-login.$classCode";
import * as classLoginCard from "~/routes/class-login.card.$cardKey";
import * as characters from "~/routes/characters";
import * as badges from "~/routes/badges";
import * as challenges from "~/routes/challenges";
import * as myGames from "~/routes/my-games";
import * as paymentSuccess from "~/routes/payment-success";
import * as comfort from "~/routes/comfort";
import * as about from "~/routes/about";
import * as blog from "~/routes/blog._index";
import * as blogPost from "~/routes/blog.$slug";
import * as deleteAccount from "~/routes/profile.delete";

export interface TranslatedPage extends PageToDraw {
  name: string;
}

const meta = { title: "", description: "" };
const game = {
  id: "game-1",
  slug: "math-quest",
  title: "Math Quest",
  description: "Solve sums against the clock.",
  category: "math",
  imageUrl: null,
  isPremium: false,
  isMultiplayer: true,
  minAge: 6,
  maxAge: 12,
};
const challenge = (status: string) => ({
  id: `challenge-${status}`,
  title: "Score 50 in Math Quest",
  description: "Play one game.",
  category: "math",
  reward: 20,
  playHref: "/play/math-quest",
  status,
});

/** Words that come from data, never from code, and each language's own name (the switcher): what a page may show untranslated. */
export const DATA_WORDS = [
  ...Object.values(LANGUAGE_NAMES),
  game.title,
  game.description,
  "Score 50 in Math Quest",
  "Play one game.",
  "Maple School",
  "Ms Rivera",
  "Class 4B",
  "CleverPlay",
];

export const translatedPages: TranslatedPage[] = [
  {
    name: "home, a visitor",
    path: "/",
    module: home,
    shell: true,
    data: {
      meta,
      signedIn: false,
      featured: [game, { ...game, id: "game-2", isPremium: true }],
      playable: ["game-1"],
      classWork: {
        homework: [
          {
            id: "hw",
            from: "Ms Rivera",
            progress: "1/3",
            due: "2026-12-24",
            task: "Play one game.",
            className: "Class 4B",
            status: "open",
            playHref: "/play/math-quest",
          },
        ],
        races: [{ raceId: "race", from: "Ms Rivera", gameTitle: "Math Quest", className: "Class 4B" }],
      },
      challenges: ["sign-in", "available", "completed", "limit"].map(challenge),
    },
  },
  {
    name: "home, no games or challenges",
    path: "/",
    module: home,
    shell: true,
    data: { meta, signedIn: true, featured: [], playable: [], classWork: { homework: [], races: [] }, challenges: [] },
  },
  {
    name: "home, challenges not made",
    path: "/",
    module: home,
    shell: true,
    data: { meta, signedIn: true, featured: [], playable: [], classWork: { homework: [], races: [] }, challenges: null },
  },
  {
    name: "sign-in",
    path: "/login",
    module: login,
    shell: false,
    data: { meta, redirectTo: "/profile", googleConfigured: false, schools: [{ slug: "maple", name: "Maple School" }] },
  },
  {
    name: "sign-in, refused and not verified",
    path: "/login",
    module: login,
    shell: false,
    data: { meta, redirectTo: "/profile", googleConfigured: true, schools: [] },
    actionData: { problem: { title: "", message: "" }, email: "kid@example.com", unverified: true },
  },
  {
    name: "sign-up",
    path: "/register",
    module: register,
    shell: false,
    data: { meta, ref: "", redirectTo: "", googleConfigured: false },
  },
  {
    name: "sign-up, mail sent to the child and the parent",
    path: "/register",
    module: register,
    shell: false,
    data: { meta, ref: "", redirectTo: "", googleConfigured: true },
    actionData: { sent: true, email: "kid@example.com", parentEmail: "parent@example.com" },
  },

  // A child's pages around play (issue 50, es-child): the games, the leaderboard, the store, the
  // profile and the class sign-in. Names and texts of data are DATA_WORDS' (a game's, a class's).
  ...childPages(),
];

function childPages(): TranslatedPage[] {
  const classWork = { homework: [], races: [] };
  const cosmetic = (id: string, category: string, more: object = {}) => ({
    id,
    name: game.title,
    description: game.description,
    category,
    costCc: 50,
    adminExclusive: false,
    imageUrl: "/images/cosmetics/frame.svg",
    rarity: null,
    earnedBy: null,
    owned: false,
    equipped: false,
    ...more,
  });
  const section = (category: string, param: string, items: object[], page = 1, pageCount = 2) => ({
    category,
    title: "",
    param,
    blurb: "",
    page: { items, page, pageCount },
  });
  const sections = [
    section("Character", "charactersPage", [
      cosmetic("c1", "Character", { rarity: "legendary", earnedBy: "streak_7" }),
      cosmetic("c2", "Character", { rarity: "common", earnedBy: "rounds_1", owned: true, equipped: true }),
      cosmetic("c3", "Character", { rarity: "rare", owned: true }),
      cosmetic("c4", "Character", { rarity: "epic", adminExclusive: true }),
    ]),
    // A frame's preview is a sample avatar's initials (letters, not words): none here.
    section("Avatar Frame", "framesPage", []),
    section("Badge", "badgesPage", [cosmetic("b1", "Badge")], 1, 1),
  ];
  const boardGame = { id: "game-1", slug: "math-quest", title: game.title, category: "math", path: "/play/math-quest" };
  const row = (rank: number, more: object = {}) => ({
    name: "Ms Rivera",
    avatarUrl: "/images/avatar.svg",
    profileId: `player-${rank}`,
    username: "CleverPlay",
    score: 1250 * rank,
    playedOn: "2026-12-05",
    ...more,
  });
  const levels = [{ id: 1, name: game.title, ages: "6-12" }];
  const board = {
    meta,
    games: [boardGame],
    levelCount: 5,
    origin: "https://cleverplay.test",
    filter: { game: "all", category: "all", level: "all", view: "list" },
    share: null,
    boards: [],
    list: [1, 2, 3, 4, 11].map((rank) => ({ ...row(rank, rank === 4 ? { viewer: true, privateProfile: true } : {}), game: 0, rank })),
    signedIn: true,
  };
  const card = {
    id: "player-1",
    displayName: "Ms Rivera",
    avatarUrl: "/images/avatar.svg",
    username: "CleverPlay",
    balance: 1250,
    gamesPlayed: 12,
    streakDays: 1,
    memberSince: "2026-12-05",
  };
  const settings = { displayName: "", username: "CleverPlay", email: null, isPublic: false, publicLocked: true, bio: "" };
  const ownProfile = (tab: string, more: object = {}) => ({
    meta,
    profile: { card, challengesToday: 1, transactions: [], settings, consent: null },
    tab,
    classWork,
    classes: [{ id: "class-1", name: "Class 4B", teacherName: "Ms Rivera", seenAs: "Maple School" }],
    nextUp: [],
    skills: [],
    cosmetics: null,
    earningRules: earningRules(pseudoT("profile")),
    challengesPerDay: 3,
    referralLink: "https://cleverplay.test/register?ref=CleverPlay",
    referralReward: { games: 5, reward: 50 },
    ...more,
  });
  const pick = { meta, klass: { name: "Class 4B", code: "ABC234" }, students: [] };
  return [
    { name: "leaderboard, one list", path: "/leaderboard", module: leaderboard, shell: true, data: board },
    {
      name: "leaderboard, each game's board at a level, sharing",
      path: "/leaderboard",
      module: leaderboard,
      shell: true,
      data: {
        ...board,
        games: [{ ...boardGame, levels }],
        filter: { ...board.filter, level: "1", view: "boards" },
        share: "math-quest",
        list: null,
        boards: [{ game: 0, rows: [row(1)] }],
      },
    },
    {
      name: "leaderboard, one game, nothing yet",
      path: "/leaderboard",
      module: leaderboard,
      shell: true,
      data: { ...board, games: [{ ...boardGame, levels }], filter: { ...board.filter, game: "math-quest" }, list: null, boards: [] },
    },
    { name: "store, a visitor", path: "/store", module: store, shell: true, data: { meta, sections, viewer: null } },
    {
      name: "store, an admin, a purchase refused",
      path: "/store",
      module: store,
      shell: true,
      data: { meta, sections, viewer: { balance: 1250, isAdmin: true } },
      actionData: { error: pseudoT("store")("problems.unavailable") },
    },
    { name: "profile, signed out", path: "/profile", module: profile, shell: true, data: { meta, profile: null } },
    { name: "profile, overview", path: "/profile", module: profile, shell: true, data: ownProfile("overview") },
    { name: "profile, no skills yet", path: "/profile", module: profile, shell: true, data: ownProfile("skills") },
    {
      name: "profile, cosmetics",
      path: "/profile",
      module: profile,
      shell: true,
      data: ownProfile("cosmetics", {
        cosmetics: [
          section("Character", "charactersPage", [cosmetic("c2", "Character", { owned: true, equipped: true })]),
          section("Badge", "badgesPage", [], 1, 1),
        ],
      }),
    },
    {
      name: "profile, earnings",
      path: "/profile",
      module: profile,
      shell: true,
      data: ownProfile("earnings", {
        profile: {
          card,
          challengesToday: 0,
          settings,
          consent: null,
          transactions: [
            { id: "t1", day: "2026-12-05", description: "Play one game.", amount: 20 },
            { id: "t2", day: "2026-12-04", description: "Play one game.", amount: -50 },
          ],
        },
      }),
    },
    { name: "profile, earnings, none yet", path: "/profile", module: profile, shell: true, data: ownProfile("earnings") },
    { name: "profile, settings", path: "/profile", module: profile, shell: true, data: ownProfile("settings") },
    {
      name: "profile, a player's public page",
      path: "/profile/player-1",
      module: publicProfile,
      shell: true,
      data: {
        meta,
        profile: {
          card,
          badgeCount: 1,
          isOwner: true,
          isPublic: false,
          achievements: [{ gameId: "game-1", title: game.title, category: "math", highestScore: 50, timesPlayed: 3 }],
          badges: [],
        },
        tab: "achievements",
      },
    },
    {
      name: "profile, a player's badges, none",
      path: "/profile/player-1",
      module: publicProfile,
      shell: true,
      data: { meta, profile: { card, badgeCount: 0, isOwner: false, isPublic: true, achievements: [], badges: [] }, tab: "badges" },
    },
    { name: "profile, not available", path: "/profile/player-1", module: publicProfile, shell: true, data: { meta, profile: null } },
    {
      name: "profile, edit without JavaScript",
      path: "/profile/edit",
      module: profileEdit,
      shell: true,
      data: { meta, username: "CleverPlay", displayName: "", bio: "", isPublic: false, publicLocked: false },
    },
    { name: "class sign-in, the code", path: "/class-login", module: classLogin, shell: false, data: { meta, schools: [] } },
    {
      name: "class sign-in, a code refused",
      path: "/class-login",
      module: classLogin,
      shell: false,
      data: { meta, schools: [] },
      actionData: { error: pseudoT("class-login")("code.help"), code: "AB" },
    },
    {
      name: "class sign-in, nobody in the class",
      path: "/class-login/ABC234",
      module: classLoginPick,
      shell: false,
      data: { ...pick, student: null },
    },
    {
      name: "class sign-in, which one is you",
      path: "/class-login/ABC234",
      module: classLoginPick,
      shell: false,
      data: { ...pick, student: null, students: [{ id: "s1", name: "Ms Rivera" }] },
    },
    {
      name: "class sign-in, the first picture",
      path: "/class-login/ABC234",
      module: classLoginPick,
      shell: false,
      data: { ...pick, student: { id: "s1", name: "Ms Rivera", locked: false } },
    },
    {
      name: "class sign-in, the second picture after a miss",
      path: "/class-login/ABC234",
      module: classLoginPick,
      shell: false,
      data: { ...pick, student: { id: "s1", name: "Ms Rivera", locked: false } },
      actionData: { picture1: 2 },
    },
    {
      name: "class sign-in, locked",
      path: "/class-login/ABC234",
      module: classLoginPick,
      shell: false,
      data: { ...pick, student: { id: "s1", name: "Ms Rivera", locked: true } },
    },
    {
      name: "class sign-in, a login card",
      path: "/class-login/card/key",
      module: classLoginCard,
      shell: false,
      data: { meta, name: "Ms Rivera" },
    },
    ...rewardPages(sections[0].page.items),
    ...sitePages(),
  ];
}

function rewardPages(collection: object[]): TranslatedPage[] {
  const badge = (earnedAt: string | null, badgeType: string) => ({
    id: `badge-${badgeType}`,
    name: game.title,
    description: game.description,
    badgeType,
    tokensReward: 10,
    iconUrl: null,
    earnedAt,
  });
  const allBadges = ["achievement", "skill", "reading", "math", "logic", "special"].map((type, i) =>
    badge(i % 2 ? null : "2026-12-05", type),
  );
  const board = (progress: object | null) => ({
    meta,
    day: "2026-12-05",
    board: { challenges: ["available", "completed", "limit"].map(challenge), progress },
  });
  const played = {
    game: { ...game, slug: "math-quest" },
    highestScore: 50,
    timesPlayed: 3,
    lastPlayedAt: "2026-12-05",
    levels: [{ level: 1, name: game.title, highestScore: 50, timesPlayed: 3 }],
  };
  return [
    {
      name: "characters, signed in",
      path: "/characters",
      module: characters,
      shell: true,
      data: { meta, characters: collection, signedIn: true },
    },
    {
      name: "characters, a visitor",
      path: "/characters",
      module: characters,
      shell: true,
      data: { meta, characters: collection, signedIn: false },
    },
    { name: "badges, signed out", path: "/badges", module: badges, shell: true, data: { meta, badges: null, tab: "all" } },
    { name: "badges, every kind", path: "/badges", module: badges, shell: true, data: { meta, badges: allBadges, tab: "all" } },
    {
      name: "badges, none earned",
      path: "/badges",
      module: badges,
      shell: true,
      data: { meta, badges: [badge(null, "math")], tab: "earned" },
    },
    {
      name: "badges, all earned",
      path: "/badges",
      module: badges,
      shell: true,
      data: { meta, badges: [badge("2026-12-05", "math")], tab: "unearned" },
    },
    { name: "challenges, a visitor", path: "/challenges", module: challenges, shell: true, data: board(null) },
    {
      name: "challenges, the day's limit reached",
      path: "/challenges",
      module: challenges,
      shell: true,
      data: board({ completedToday: 6, dailyLimit: 6, coinsToday: 60 }),
    },
    {
      name: "challenges, none today",
      path: "/challenges",
      module: challenges,
      shell: true,
      data: { meta, day: "2026-12-05", board: { challenges: [], progress: null } },
    },
    { name: "challenges, not made", path: "/challenges", module: challenges, shell: true, data: { meta, day: "2026-12-05", board: null } },
    { name: "my games, signed out", path: "/my-games", module: myGames, shell: true, data: { meta, signedIn: false } },
    {
      name: "my games, played",
      path: "/my-games",
      module: myGames,
      shell: true,
      data: { meta, signedIn: true, tab: "recent", recent: [played], owned: [] },
    },
    {
      name: "my games, none played",
      path: "/my-games",
      module: myGames,
      shell: true,
      data: { meta, signedIn: true, tab: "recent", recent: [], owned: [] },
    },
    {
      name: "my games, owned",
      path: "/my-games",
      module: myGames,
      shell: true,
      data: { meta, signedIn: true, tab: "owned", recent: [], owned: [played, { ...played, lastPlayedAt: null }] },
    },
    {
      name: "my games, none owned",
      path: "/my-games",
      module: myGames,
      shell: true,
      data: { meta, signedIn: true, tab: "owned", recent: [], owned: [] },
    },
    ...["success", "processing", "failure"].map((state) => ({
      name: `payment, ${state}`,
      path: "/payment-success",
      module: paymentSuccess,
      shell: true,
      data: { meta, state, playHref: "/games", refreshHref: "/payment-success" },
    })),
  ];
}

function sitePages(): TranslatedPage[] {
  const post = {
    slug: "play",
    title: game.title,
    description: game.description,
    category: "CleverPlay",
    imageUrl: null,
    publishedAt: "2026-12-05",
    body: "",
    tags: ["CleverPlay"],
  };
  const account = { meta, username: "CleverPlay", needsPassword: true, schoolStudent: false };
  return [
    { name: "comfort settings", path: "/comfort", module: comfort, shell: true, data: { meta } },
    { name: "about", path: "/about", module: about, shell: true, data: { meta } },
    { name: "blog", path: "/blog", module: blog, shell: true, data: { meta, posts: [post] } },
    {
      name: "blog, the newsletter refused",
      path: "/blog",
      module: blog,
      shell: true,
      data: { meta, posts: [] },
      actionData: {
        ok: false,
        title: pseudoT("site-pages")("blog.invalidTitle"),
        message: pseudoT("site-pages")("blog.invalid"),
        email: "kid@example.com",
      },
    },
    {
      name: "blog, an article",
      path: "/blog/play",
      module: blogPost,
      shell: true,
      data: { notFound: meta, post, url: "https://cleverplay.test/blog/play" },
    },
    { name: "blog, no such article", path: "/blog/play", module: blogPost, shell: true, data: { notFound: meta, post: null, url: null } },
    { name: "delete my account", path: "/profile/delete", module: deleteAccount, shell: true, data: account },
    {
      name: "delete my account, refused",
      path: "/profile/delete",
      module: deleteAccount,
      shell: true,
      data: account,
      actionData: { error: pseudoT("profile")("delete.mismatch"), field: "confirm", typed: "" },
    },
    {
      name: "delete my account, made by a teacher",
      path: "/profile/delete",
      module: deleteAccount,
      shell: true,
      data: { ...account, schoolStudent: true },
    },
  ];
}
