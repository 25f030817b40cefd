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
import * as playSet from "~/routes/play.set.$setId";
import * as joinCode from "~/routes/join.$inviteCode";
import * as joinIndex from "~/routes/join._index";

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
];

/** The parent's pages, signing in and accounts, and the shell's 404 (with the data each state is drawn with). */
function parentAccountsShell(): TranslatedPage[] {
  const parentT = pseudoT("parent");
  const mailT = pseudoT("mail");
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
  // Not yet translated: the Share menu and links (ShareMenu, ShareLinks) several areas draw; their
  // words belong in common (es-parent's), asked in es-play's report. The platforms are names.
  ...["Share on", "Share", "Copy Link", "Link", "X", "LinkedIn", "WhatsApp", "Facebook"],
);
