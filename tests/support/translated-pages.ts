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
  // A teacher's pages (es-teach): tests/support/translated-pages-teacher.ts.
  ...teacherPages,
];
