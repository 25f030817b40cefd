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
