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
// parent, accounts, shell
import { createElement } from "react";
import { ParentNotice } from "~/components/ParentNotice";
import * as notFound from "~/routes/$";
import * as forgotPassword from "~/routes/auth.forgot-password";
import * as googleFinish from "~/routes/auth.google_.finish";
import * as resendVerification from "~/routes/auth.resend-verification";
import * as resetPassword from "~/routes/auth.reset-password";
import * as schoolStart from "~/routes/auth.school.$slug";
import * as schoolWelcome from "~/routes/auth.school.$slug_.welcome";
import * as adminSchools from "~/routes/admin.schools";
import * as verify from "~/routes/auth.verify";
import * as parentPage from "~/routes/parent.$token";
import * as stopSummary from "~/routes/parent.$token_.stop-summary";
import * as accountDeleted from "~/routes/parent.account-deleted";
import * as parentCode from "~/routes/parent.code";
import * as privacy from "~/routes/privacy";
import * as terms from "~/routes/terms";
import { pseudoT } from "./pseudo-locale";
// A teacher's pages (es-teach).
import { teacherPages, TEACHER_DATA_WORDS } from "./translated-pages-teacher";
import { LiveSession } from "~/components/multiplayer/LiveSession";
import { RunPlayer } from "~/components/stage/RunPlayer";
import { RunResults } from "~/components/stage/RunResults";
import * as playGame from "~/routes/play.$";
import { levelsFor } from "~/games/levels";
import * as playSet from "~/routes/play.set.$setId";
import * as joinCode from "~/routes/join.$inviteCode";
import * as joinIndex from "~/routes/join._index";
// A child's pages around play (issue 50, es-child).
import { earningRules } from "~/models/earning-rules.server";
import { formatDay, shortCount } from "~/i18n/format";
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
  // The operator's school: its short name, domain and addresses, and the form's examples of them.
  "maple",
  "/auth/school/",
  "https://login.maple.example",
  "maple-app",
  "maple.example",
  "maple-primary",
  "https://login.microsoftonline.com/…/v2.0",
  "maple.school.example",
  "Ms Rivera",
  "Class 4B",
  "CleverPlay",
  // parent, accounts, shell
  "mia_plays",
  "ABCD-EFGH-JKLM",
  "ABC234",
  // A teacher's pages (es-teach).
  ...TEACHER_DATA_WORDS,
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

  // parent, accounts, shell
  ...parentAccountsShell(),
  // A teacher's pages (es-teach): tests/support/translated-pages-teacher.ts.
  ...teacherPages,
  // A child's pages around play (issue 50, es-child): the games, the leaderboard, the store, the
  // profile and the class sign-in. Names and texts of data are DATA_WORDS' (a game's, a class's).
  ...childPages(),
];

/** The parent's pages, signing in and accounts, and the shell's 404 (with the data each state is drawn with). */
function parentAccountsShell(): TranslatedPage[] {
  const parentT = pseudoT("parent");
  const mailT = pseudoT("mail");
  const schoolsT = pseudoT("schools");
  const child = { childName: "mia_plays", childEmail: "mia@example.com", publicAllowed: false, weeklySummary: true };
  // The week is the server's sentences (data here): one message each, as the loader makes them.
  const week = {
    intro: mailT("week.noPlay", { when: "", child: "" }),
    lines: [mailT("week.mastered", { child: "", skills: "" }), mailT("week.badges", { badges: "" })],
  };
  const pending = { ...child, status: "pending", liveLinks: 1, deadline: "2026-12-12", week: null, meta };
  const approved = { ...child, status: "approved", liveLinks: 3, deadline: "2026-12-12", week, meta };
  const parent = (name: string, data: unknown, actionData?: unknown): TranslatedPage => ({
    name,
    path: "/parent/token",
    module: parentPage,
    shell: true,
    data,
    actionData,
  });
  const account = (name: string, path: string, module: TranslatedPage["module"], data: unknown, actionData?: unknown) => ({
    name,
    path,
    module,
    shell: false,
    data,
    actionData,
  });
  return [
    parent("parent's page, waiting for an answer", pending),
    parent("parent's page, refused", pending, { error: parentT("problems.chooseButton") }),
    parent("parent's page, approved: the week, the links, the data", approved, { done: parentT("done.approved") }),
    parent("parent's page, one link left", { ...approved, liveLinks: 1, week: { intro: mailT("week.lessThanAMinute"), lines: [] } }),
    {
      name: "weekly e-mail stopped",
      path: "/parent/token/stop-summary",
      module: stopSummary,
      shell: true,
      data: { childName: "mia_plays", meta },
    },
    { name: "parent, account deleted", path: "/parent/account-deleted", module: accountDeleted, shell: true, data: { meta } },
    { name: "parent's code, to type", path: "/parent/code", module: parentCode, shell: true, data: { child: null, week: null } },
    {
      name: "parent's code, wrong",
      path: "/parent/code",
      module: parentCode,
      shell: true,
      data: { child: null, week: null },
      actionData: { error: parentT("code.wrong") },
    },
    {
      name: "parent's code, deleted",
      path: "/parent/code",
      module: parentCode,
      shell: true,
      data: { child: null, week: null },
      actionData: { deleted: true },
    },
    {
      name: "a child's profile, waiting for a parent",
      path: "/profile",
      module: {
        default: () => createElement(ParentNotice, { parentEmail: "dad@example.com", nickname: null, daysLeft: 5 }),
        handle: { i18n: ["account"] },
      },
      shell: true,
      data: {},
    },
    account("forgot password", "/auth/forgot-password", forgotPassword, { meta }),
    account("forgot password, sent", "/auth/forgot-password", forgotPassword, { meta }, { sent: true, email: "kid@example.com" }),
    account("reset password", "/auth/reset-password", resetPassword, { token: "t", usable: true, meta }),
    account("reset password, link expired", "/auth/reset-password", resetPassword, { token: "t", usable: false, meta }),
    account("verify, failed", "/auth/verify", verify, { verified: false, meta }),
    account("verify, done", "/auth/verify", verify, { verified: true, next: "/profile", meta }),
    account("verify, done, back to the class", "/auth/verify", verify, { verified: true, next: "/join/ABC234", meta }),
    account(
      "resend verification, answered",
      "/auth/resend-verification",
      resendVerification,
      { meta },
      {
        ok: true,
        title: "",
        message: "",
        email: "kid@example.com",
      },
    ),
    account("Google sign-up, one more step", "/auth/google/finish", googleFinish, { email: "kid@example.com", meta }),
    { name: "school sign-in refused", path: "/auth/school/maple", module: schoolStart, shell: true, data: { refused: "", slug: "maple" } },
    {
      name: "school sign-in, welcome",
      path: "/auth/school/maple/welcome",
      module: schoolWelcome,
      shell: true,
      data: { schoolName: "Maple School", verified: true, meta },
    },
    {
      name: "the schools' sign-in, an operator's form refused",
      path: "/admin/schools",
      module: adminSchools,
      shell: true,
      data: {
        meta,
        schools: [
          {
            id: "s1",
            slug: "maple",
            name: "Maple School",
            issuer: "https://login.maple.example",
            clientId: "maple-app",
            emailDomain: "maple.example",
            verified: true,
          },
        ],
      },
      actionData: {
        form: "add",
        error: schoolsT("problems.slugTaken"),
        errors: { slug: schoolsT("problems.slug") },
        sent: { slug: "maple" },
      },
    },
    { name: "page not found", path: "/no-such-page", module: notFound, shell: true, data: { meta } },
    { name: "terms of service", path: "/terms", module: terms, shell: true, data: { meta } },
    { name: "privacy policy", path: "/privacy", module: privacy, shell: true, data: { meta } },
  ];
}
// Play and races (es-play): the play page and its stage, a teacher's set, a friend race, the join pages.
// The round and the race are drawn lazily by their pages (lazyComponent, which renderToString leaves
// empty): they are drawn here on their own, with the play page's namespaces.
const level = { id: 2, name: "Adding Up", ages: [6, 7] as [number, number] };
const playData = {
  game: { ...game, price: "1.00", priceCc: 50 },
  gameKey: "math-quest",
  howToPlay: "Play one game.",
  access: "play",
  freeRound: null,
  unlockFolded: false,
  signedIn: true,
  player: { balance: 20 },
  session: null,
  best: 12,
  run: null,
  unlocks: [],
  earnedChallenges: [],
  levelBest: null,
  levels: [level],
  defaultLevel: 2,
  challenge: { id: "challenge-1", title: "Score 50 in Math Quest", reward: 20, goalCorrect: 3, completed: false },
  placement: "offer",
  mayHost: false,
  cardEnabled: false,
  origin: "https://cleverplay.test",
  serverNow: "2026-12-05T10:00:00.000Z",
  shareUrl: "https://cleverplay.test/play/math/math-quest",
};
const state = { index: 3, score: 20, correct: 2, answered: 3, streak: 0, level: 2 };
const run = {
  id: "run-1",
  state,
  question: { kind: "number", prompt: "7 + 5", hint: "Count on from 7.", points: 2 },
  feedback: { index: 2, answer: "11", correct: false, points: 0, correctAnswer: "12" },
  playsFrom: "2026-12-05T09:59:00.000Z",
  deadline: "2026-12-05T10:01:00.000Z",
  finished: false,
  score: 20,
  reward: null,
  results: null,
  freeRun: false,
  placed: null,
  timer: "more-time",
  durationSeconds: 120,
  feedbackMs: { correct: 800, wrong: 2000 },
};
const results = { message: "Well played!", reward: "+5 CC", stars: 2, starsText: "Great adding!" };
const finished = {
  ...run,
  timer: "none",
  finished: true,
  reward: { cc_awarded: 5, current_count: 1, max_daily_rewards: 10, success: true, score: 20, previous_best: 12, new_best: true },
  results,
};
const unlock = {
  kind: "character",
  key: "sunny",
  name: "First Steps",
  description: "Finish a game.",
  pictureUrl: "/images/characters/bee.svg",
  rarity: null,
  coins: 10,
};
const look = { username: "sam", avatarUrl: "/images/avatars/fox.svg", frameUrl: null, emblemUrl: null, characterUrl: null };
const racers = [
  { ...look, id: "p1", displayName: "Sam", seat: 1, ready: true, score: 14, level: 2 },
  { ...look, id: "p2", displayName: "Alex", seat: 2, ready: false, score: 9, level: 3 },
  { ...look, id: "p3", displayName: "Kim", seat: 3, ready: true, score: 4, level: 1 },
];
const lobby = {
  id: "session-1",
  inviteCode: "ABC234",
  status: "active",
  raceState: "idle",
  game: { id: game.id, title: game.title, category: "math", slug: "math-quest" },
  players: racers,
  maxPlayers: 4,
  seat: 1,
  endsAt: null,
  timeLeft: 0,
  raceSeconds: 60,
  question: null,
  feedback: null,
  result: null,
};
const standings = racers.map((p, i) => ({ id: p.id, place: i + 1, score: p.score, points: 3 - i, coins: 10 - 3 * i }));
/** A piece of the play page drawn on its own, with the play page's namespaces. */
const onPlayPage = (draw: () => ReturnType<typeof createElement>) => ({ default: draw, handle: playGame.handle });
const joinData = { code: "ABC234", signedIn: true, meta, classJoin: null, classRace: null, loadFailed: false, diagnostic: null };
const diagnostic = {
  invite_code: "ABC234",
  user_id: "u1",
  timestamp: "2026-12-05T10:00:00.000Z",
  session_found: false,
  error: "session_not_found",
  all_checks_passed: false,
};

translatedPages.push(
  {
    name: "play page, start screen with Find my level and a challenge",
    path: "/play/math-quest",
    module: playGame,
    shell: true,
    data: playData,
  },
  {
    name: "play page, a premium game's free round used, a refused start",
    path: "/play/math-quest",
    module: playGame,
    shell: true,
    data: {
      ...playData,
      access: "buy",
      freeRound: { state: "used", next: "2026-12-06" },
      unlockFolded: true,
      placement: null,
      challenge: { ...playData.challenge, completed: true },
    },
    actionData: { error: "Please choose one of this game's levels." },
  },
  {
    name: "play page, signed out: premium offer",
    path: "/play/math-quest",
    module: playGame,
    shell: true,
    data: { ...playData, access: "sign-in", signedIn: false, player: null, placement: "link", challenge: null },
  },
  {
    name: "play page, a question after a miss",
    path: "/play/math-quest",
    module: onPlayPage(() => createElement(RunPlayer, { gameKey: "math-quest", run: run as never, serverNow: playData.serverNow })),
    shell: false,
    data: null,
  },
  {
    name: "play page, results",
    path: "/play/math-quest",
    module: onPlayPage(() =>
      createElement(RunResults, {
        gameKey: "math-quest",
        run: finished as never,
        signIn: null,
        challengeId: null,
        best: 20,
        unlocks: [unlock] as never,
        challenges: [{ title: "Score 50 in Math Quest", reward: 20 }],
      }),
    ),
    shell: false,
    data: null,
  },
  {
    name: "a teacher's set, its play page",
    path: "/play/set/set-1",
    module: playSet,
    shell: true,
    data: {
      meta: { title: "Class 4B", description: "A teacher's own set." },
      set: { id: "set-1", title: "Class 4B", kind: "words" },
      gameKey: "word-adventure",
      howToPlay: "Play one game.",
      run: null,
      unlocks: [],
      signedIn: true,
      serverNow: playData.serverNow,
    },
  },
  {
    name: "play page, a friend race's panel",
    path: "/play/math-quest",
    module: playGame,
    shell: false,
    data: { ...playData, placement: null, challenge: null },
  },
  {
    name: "a party race's lobby",
    path: "/play/math-quest",
    module: onPlayPage(() =>
      createElement(LiveSession, { initial: lobby as never, gameKey: "math-quest", origin: playData.origin, onOver: () => {} }),
    ),
    shell: false,
    data: null,
  },
  {
    name: "a party race's podium",
    path: "/play/math-quest",
    module: onPlayPage(() =>
      createElement(LiveSession, {
        initial: { ...lobby, result: { winner: "p1", standings, unlocks: [] } } as never,
        gameKey: "math-quest",
        origin: playData.origin,
        onOver: () => {},
      }),
    ),
    shell: false,
    data: null,
  },
  {
    name: "join page, an invite to join",
    path: "/join/ABC234",
    module: joinCode,
    shell: true,
    data: {
      ...joinData,
      invite: {
        game: { title: game.title, category: "math" },
        gamePath: "/play/math-quest",
        host: { ...look, displayName: "Sam" },
        status: "active",
        players: 1,
        maxPlayers: 2,
        view: "join",
      },
      failure: null,
    },
  },
  {
    name: "join page, a refused code",
    path: "/join/ABC234",
    module: joinCode,
    shell: true,
    data: {
      ...joinData,
      invite: null,
      failure: {
        ok: false,
        errorType: "session_not_found",
        error: "Session not found. Please check the invite code.",
        attempt: 1,
        diagnostic,
      },
    },
  },
  {
    name: "join page, no session and no sign-in",
    path: "/join/ABC234",
    module: joinCode,
    shell: false,
    data: { ...joinData, signedIn: false, invite: null, failure: null, diagnostic },
  },
  {
    name: "join by code, too many attempts",
    path: "/join",
    module: joinIndex,
    shell: true,
    data: {
      meta,
      code: "ABC234",
      diagnostic: { ...diagnostic, session_found: true, all_checks_passed: true, status_check: true },
      refused: "Too many join attempts. Please wait a few minutes and try again.",
    },
  },
);
// What the engines write (es-games' words: level names, prompts, hints, feedback, stars, race
// points), the players' names and codes, the unit of Clever Coins, and what a loader or action
// hands the page already in the reader's words (tests/integration/play-in-spanish.test.ts): data here.
DATA_WORDS.push(
  ...["Adding Up", "7 + 5", "Count on from 7.", "Not quite! The answer was 12.", "Well played!", "Great adding!", "+5 CC", "Solve:"],
  ...["Reached 2% of their level's target", "Reached 1% of their level's target", "You reached 3% of your level's target"],
  ...["First Steps", "Finish a game.", "Sam", "Alex", "Kim", "sam", "ABC234", "https://cleverplay.test/join/ABC234", "CC"],
  ...["Please choose one of this game's levels.", "Session not found. Please check the invite code."],
  "Too many join attempts. Please wait a few minutes and try again.",
  // The platforms the share links name.
  ...["X", "LinkedIn", "WhatsApp", "Facebook"],
);

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
    shortScore: shortCount(1250 * rank, "en"),
    playedOn: formatDay("2026-12-05", "en"),
    ...more,
  });
  const levels = [{ id: 1, name: game.title, ages: [6, 12] as [number, number] }];
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

// The catalogue, a round's rewards and the forms' field checks in the reader's language (es-data):
// the names, descriptions and reward lines come from the server in the reader's words, drawn here
// as the pseudo-locale writes them.
const catalogT = pseudoT("catalog");
const aboutT = pseudoT("catalog-about");
const inCatalog = (key: string) => ({ name: catalogT(key), description: aboutT(key) });
translatedPages.push(
  {
    name: "play page, results: a character and a badge unlocked, a challenge done, in the catalogue's words (es-data)",
    path: "/play/math-quest",
    module: onPlayPage(() =>
      createElement(RunResults, {
        gameKey: "math-quest",
        run: {
          ...finished,
          results: { ...results, reward: pseudoT("common")("rewards.earned", { coins: 5, today: 1, max: 10, game: game.title }) },
        } as never,
        signIn: null,
        challengeId: null,
        best: 20,
        unlocks: [
          { ...unlock, key: "character-chick", ...inCatalog("character-chick"), rarity: "rare", coins: 0 },
          // A badge's name is also in the coins line's message: a name as data there (the pseudo-locale's brackets do not nest).
          { ...unlock, kind: "badge", key: "first_game" },
        ] as never,
        challenges: [{ title: "Score 50 in Math Quest", reward: 10 }],
      }),
    ),
    shell: false,
    data: null,
  },
  {
    name: "badges, in the catalogue's words (es-data)",
    path: "/badges",
    module: badges,
    shell: true,
    data: {
      meta,
      badges: ["first_game", "streak_3"].map((key, i) => ({
        id: key,
        ...inCatalog(key),
        badgeType: "achievement",
        tokensReward: 10,
        iconUrl: null,
        earnedAt: i ? null : "2026-12-05",
      })),
      tab: "all",
    },
  },
  {
    name: "profile, edit refused: a display name too long, in the checks' words (es-data)",
    path: "/profile/edit",
    module: profileEdit,
    shell: true,
    data: { meta, username: "CleverPlay", displayName: "", bio: "", isPublic: false, publicLocked: false },
    actionData: {
      problem: { title: pseudoT("checks")("profile.updateFailedTitle"), message: pseudoT("checks")("profile.updateFailed") },
      errors: { display_name: pseudoT("checks")("profile.displayNameTooLong", { max: 50 }) },
      values: { username: "CleverPlay", displayName: "CleverPlay", bio: "", isPublic: false },
    },
  },
);

// es-levels: level names, the results' words, the engines' answer checks and the games'
// descriptions. The games layer writes the first three in the run's or the reader's language
// (levels.ts levelNameIn, stars.ts, results.ts, answer-checks.ts) and the server hands the
// descriptions over in the reader's words (game-about, by slug): here they are data, as the
// engines' other words are. The start screen shows every level of the game to choose from.
const gameLevels = levelsFor("math-quest");
DATA_WORDS.push(...gameLevels.map((l) => l.name));
translatedPages.push({
  name: "play page, start screen: each of the game's own levels to choose from (es-levels)",
  path: "/play/math-quest",
  module: playGame,
  shell: true,
  data: { ...playData, levels: gameLevels, defaultLevel: 4, placement: null, challenge: null },
});
