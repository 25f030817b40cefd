/**
 * A teacher's pages (issue 50), for the pseudo-locale check: teach home, a class, a homework, the
 * skills view, a student, the class race's lobby, projector (each mode), player page and report,
 * My Races, the sets, roster import, letters home and login cards, each with the data that draws
 * the states worth seeing. Listed in translated-pages.ts.
 */
import { formatDay, formatMoment, formatShortDay, formatWeekday } from "~/i18n/format";
import type { RoomPlayer, RoomView } from "~/utils/class-race";
import { emptyDraft } from "~/utils/set-drafts";
import * as teach from "~/routes/teach._index";
import * as classPage from "~/routes/teach.classes.$classId";
import * as homeworkPage from "~/routes/teach.classes.$classId_.homework.$homeworkId";
import * as skillsPage from "~/routes/teach.classes.$classId_.skills";
import * as studentPage from "~/routes/teach.classes.$classId_.students.$userId";
import * as importPage from "~/routes/teach.classes.$classId_.import";
import * as lettersPage from "~/routes/teach.classes.$classId_.letters";
import * as cardsPage from "~/routes/teach.classes.$classId_.cards";
import * as setsPage from "~/routes/teach.sets._index";
import * as newSetPage from "~/routes/teach.sets.new";
import * as setPage from "~/routes/teach.sets.$setId";
import * as projector from "~/routes/class-races.$raceId._index";
import * as racePlayer from "~/routes/class-races.$raceId.play";
import * as raceReport from "~/routes/class-races.$raceId.report";
import * as myRaces from "~/routes/class-races._index";
import { PSEUDO, pseudoT } from "./pseudo-locale";
import type { TranslatedPage } from "./translated-pages";

const meta = { title: "", description: "" };
const TZ = "America/New_York";
const due = "2026-12-11";
const weeks = ["2026-11-16", "2026-11-23", "2026-11-30"];
const homeworkTitle = "Math Quest, level 1 (Counting): finish 3 runs";
const klass = { id: "class-1", name: "Class 4B", code: "QXK7PM", seats: 30, archived: false };
const joinLink = "https://cleverplay.test/join/QXK7PM";
const teachT = pseudoT("teach");

/** Data a teacher's page shows as it is: names, titles, codes, addresses, a game's levels and skills, and what Intl writes. */
export const TEACHER_DATA_WORDS = [
  homeworkTitle,
  "Counting to 10",
  "Counting",
  "Week 3 spelling",
  "Ada",
  "Ben",
  "Cal",
  "Maya R.",
  "Maya",
  "ada",
  "Brave Otter 12",
  "QXK7PM",
  joinLink,
  "https://cleverplay.test/parent/code",
  "https://cleverplay.test/class/QXK7PM",
  // A login card's address wraps after its last "/".
  "https://cleverplay.test/class/",
  // The roster import's files, by their names.
  "users.csv",
  "classes.csv",
  "enrollments.csv",
  "CSV",
  "https://cleverplay.test/play/set/set-1",
  "cleverplay.test/join/QXK7PM",
  "7 + 5 = ?",
  "frog",
  "gorf",
  "hops",
  "Grade 4 Rivera",
  "HX4K-9QPA",
  "set-1",
  // What Intl writes for the days and times these pages show.
  ...[due, ...weeks, "2026-11-02", "2026-11-20"].flatMap((day) => [
    formatDay(day, PSEUDO),
    formatWeekday(day, PSEUDO),
    formatShortDay(day, PSEUDO),
  ]),
  formatMoment("2026-12-05T15:04:00Z", PSEUDO, TZ),
];

const games = [
  {
    gameId: "game-1",
    title: "Math Quest",
    raceable: true,
    levels: [
      {
        id: 1,
        name: "Counting",
        ages: [5, 6],
        skills: [{ id: "math-quest:count-10", name: "Counting to 10" }],
      },
    ],
  },
];
const sets = [{ setId: "set-1", title: "Week 3 spelling", kind: "words" as const }];

const player = (id: string, name: string, more: Partial<RoomPlayer> = {}): RoomPlayer => ({
  id,
  name,
  characterUrl: "/characters/fox.svg",
  visitor: false,
  joined: 0,
  score: 0,
  answered: 0,
  correct: 0,
  gold: 0,
  team: null,
  ...more,
});

function room(more: Partial<RoomView> = {}): RoomView {
  return {
    id: "race-1",
    code: "QXK7PM",
    status: "lobby",
    game: { id: "game-1", title: "Math Quest", category: "math", slug: "math-quest" },
    level: 1,
    mode: "classic",
    teams: null,
    events: [],
    host: "Ms Rivera",
    seats: 30,
    visitorsAllowed: true,
    locked: false,
    players: [
      player("p1", "Ada", { score: 120, answered: 8, correct: 7, gold: 140, team: 1 }),
      player("p2", "Ben", { visitor: true, joined: 1, score: 60, answered: 6, correct: 4, gold: 40, team: 2 }),
    ],
    playsFrom: null,
    endsAt: null,
    serverNow: "2026-12-05T15:00:00Z",
    ...more,
  };
}
const playing = { status: "playing" as const, playsFrom: "2026-12-05T14:59:00Z", endsAt: "2026-12-05T15:02:00Z" };
const finished = { status: "finished" as const, playsFrom: "2026-12-05T14:58:00Z", endsAt: "2026-12-05T14:59:00Z" };
const event = (seq: number, kind: string, amount: number, targetId: string | null = "p2") => ({
  seq,
  kind,
  playerId: "p1",
  targetId,
  amount,
  at: "2026-12-05T14:59:30Z",
});
const projectorData = (r: RoomView, more: object = {}) => ({
  meta,
  room: r,
  joinUrl: joinLink,
  qr: "<svg></svg>",
  level: "Counting",
  playHref: "/play/math-quest",
  klass: { id: klass.id, name: klass.name },
  classScreen: false,
  confirmClose: false,
  ...more,
});

export const teacherPages: TranslatedPage[] = [
  {
    name: "teach home, a teacher's classes",
    path: "/teach",
    module: teach,
    shell: true,
    data: {
      meta,
      status: "teacher",
      vouchedBy: null,
      classes: [{ id: klass.id, name: klass.name, code: klass.code, students: 2, seats: 30, archived: true }],
    },
    actionData: { errors: { form: teachT("classes.problems.tooManyOpen", { max: 10 }), name: teachT("classes.problems.nameMissing") } },
  },
  {
    name: "teach home, asked for a birth month",
    path: "/teach",
    module: teach,
    shell: true,
    data: { meta, status: "needs-birth", vouchedBy: null, classes: [] },
  },
  {
    name: "teach home, a child",
    path: "/teach",
    module: teach,
    shell: true,
    data: { meta, status: "too-young", vouchedBy: null, classes: [] },
  },
  {
    name: "a class, its progress, roster, homework and race forms",
    path: "/teach/classes/class-1",
    module: classPage,
    shell: true,
    data: {
      meta,
      klass,
      joinLink,
      homework: [{ id: "hw-1", title: homeworkTitle, due, target: 3 }],
      rows: [
        { userId: "u1", name: "Ada", username: "ada", cells: [[2, 3, 80]] },
        { userId: "u2", name: "Maya R.", username: "Brave Otter 12", cells: [[1, 1, null]] },
      ],
      roster: [
        { userId: "u1", name: "Ada", day: "2026-11-02" },
        { userId: "u2", name: "Maya R.", day: "2026-11-02", login: { words: teachT("login.today"), locked: false } },
      ],
      removed: [{ userId: "u3", name: "Cal", day: "2026-11-20" }],
      games,
      sets,
      today: "2026-12-05",
      weekOn: due,
    },
    actionData: { errors: {}, done: teachT("classes.done.archived") },
  },
  {
    name: "a class, empty and archived, adding students refused",
    path: "/teach/classes/class-1",
    module: classPage,
    shell: true,
    data: {
      meta,
      klass: { ...klass, archived: true },
      joinLink,
      homework: [],
      rows: [],
      roster: [],
      removed: [],
      games,
      sets: [],
      today: "2026-12-05",
      weekOn: due,
    },
  },
  {
    name: "a class, adding students refused",
    path: "/teach/classes/class-1",
    module: classPage,
    shell: true,
    data: { meta, klass, joinLink, homework: [], rows: [], roster: [], removed: [], games, sets, today: "2026-12-05", weekOn: due },
    actionData: { errors: {}, done: null, problems: [{ line: 2, text: "Maya", reason: "" }], names: "Ada\nMaya" },
  },
  {
    name: "a homework, its students and most missed",
    path: "/teach/classes/class-1/homework/hw-1",
    module: homeworkPage,
    shell: true,
    data: {
      meta,
      klass: { id: klass.id, name: klass.name },
      id: "hw-1",
      title: homeworkTitle,
      due,
      target: 3,
      rows: [{ userId: "u1", name: "Ada", username: "ada", cells: [[2, 3, 80]], cell: [2, 3, 80], runs: 3 }],
      missed: [
        { question: "7 + 5 = ?", correctAnswer: "12", students: 2, misses: 3 },
        { question: "7 + 5 = ?", correctAnswer: "13", students: 1, misses: 1 },
      ],
    },
  },
  {
    name: "the skills view",
    path: "/teach/classes/class-1/skills",
    module: skillsPage,
    shell: true,
    data: {
      meta,
      klass: { id: klass.id, name: klass.name },
      skills: [{ id: "math-quest:count-10", name: "Counting to 10", game: "Math Quest" }],
      rows: [
        { userId: "u1", name: "Ada", cells: [2] },
        { userId: "u2", name: "Ben", cells: [1] },
        { userId: "u3", name: "Cal", cells: [0] },
      ],
    },
  },
  {
    name: "the skills view, no homework",
    path: "/teach/classes/class-1/skills",
    module: skillsPage,
    shell: true,
    data: { meta, klass: { id: klass.id, name: klass.name }, skills: [], rows: [] },
  },
  {
    name: "a student the teacher made, asked to delete",
    path: "/teach/classes/class-1/students/u2",
    module: studentPage,
    shell: true,
    data: {
      meta,
      klass: { id: klass.id, name: klass.name },
      userId: "u2",
      name: "Maya R.",
      username: "Brave Otter 12",
      homework: [{ id: "hw-1", title: homeworkTitle, due, target: 3, cell: [3, 3, 70] }],
      weeks: weeks.map((weekOf, i) => ({ weekOf, runs: i, answered: 10 * i, correct: 7 * i, accuracy: i ? 70 : null })),
      schoolStudent: {
        pictures: [0, 1],
        login: { words: teachT("login.never"), locked: false },
        nickname: "Brave Otter 12",
        moveTo: [
          { id: "class-2", name: "Grade 4 Rivera", free: 3 },
          { id: "class-3", name: "Grade 4 Rivera", free: 0 },
        ],
        confirmDelete: true,
      },
    },
    actionData: { error: null, done: teachT("student.reset", { first: "sun", second: "moon" }) },
  },
  {
    name: "a student who joined by code",
    path: "/teach/classes/class-1/students/u1",
    module: studentPage,
    shell: true,
    data: {
      meta,
      klass: { id: klass.id, name: klass.name },
      userId: "u1",
      name: "Ada",
      username: "ada",
      homework: [],
      weeks: weeks.map((weekOf) => ({ weekOf, runs: 0, answered: 0, correct: 0, accuracy: null })),
      schoolStudent: null,
    },
  },
  {
    name: "the class race lobby",
    path: "/class-races/race-1",
    module: projector,
    shell: false,
    data: projectorData(room()),
  },
  {
    name: "the class race lobby, locked, asked to close",
    path: "/class-races/race-1",
    module: projector,
    shell: false,
    data: projectorData(room({ locked: true, players: [] }), { confirmClose: true }),
    actionData: { error: pseudoT("classrace")("projector.unreadable") },
  },
  {
    name: "the projector, classic",
    path: "/class-races/race-1",
    module: projector,
    shell: false,
    data: projectorData(room(playing)),
  },
  {
    name: "the projector, Gold Quest",
    path: "/class-races/race-1",
    module: projector,
    shell: false,
    data: projectorData(
      room({
        ...playing,
        mode: "gold",
        events: [
          event(5, "chest:steal", 40),
          event(4, "chest:swap", -20),
          event(3, "chest:double", 0),
          event(2, "chest:lose", 10),
          event(1, "chest:gain", 30, null),
        ],
      }),
    ),
  },
  {
    name: "the projector, Teams lobby",
    path: "/class-races/race-1",
    module: projector,
    shell: false,
    data: projectorData(room({ mode: "teams", teams: 3, players: [player("p1", "Ada", { team: 1 }), player("p2", "Ben")] })),
  },
  {
    name: "the projector, Teams racing",
    path: "/class-races/race-1",
    module: projector,
    shell: false,
    data: projectorData(room({ ...playing, mode: "teams", teams: 2 })),
  },
  {
    name: "the projector, Teams podium",
    path: "/class-races/race-1",
    module: projector,
    shell: false,
    data: projectorData(room({ ...finished, mode: "teams", teams: 2 })),
  },
  {
    name: "the projector, power-ups lobby",
    path: "/class-races/race-1",
    module: projector,
    shell: false,
    data: projectorData(room({ mode: "powerups" })),
  },
  {
    name: "the projector, power-ups racing",
    path: "/class-races/race-1",
    module: projector,
    shell: false,
    data: projectorData(
      room({
        ...playing,
        mode: "powerups",
        powers: { p1: ["freeze", "shield"] },
        events: [
          event(6, "power:blocked", 0),
          event(5, "power:shield", 0, null),
          event(4, "power:doubled", 20, null),
          event(3, "power:double", 0, null),
          event(2, "power:freeze", 0),
          event(1, "power:earn:freeze", 0, null),
        ],
      }),
    ),
  },
  {
    name: "the projector, final podium (Gold Quest)",
    path: "/class-races/race-1",
    module: projector,
    shell: false,
    data: projectorData(room({ ...finished, mode: "gold" })),
  },
  {
    name: "the projector, closed before it started",
    path: "/class-races/race-1",
    module: projector,
    shell: false,
    data: projectorData(room({ status: "finished" }), { klass: null }),
  },
  {
    name: "a class race's player, waiting",
    path: "/class-races/race-1/play",
    module: racePlayer,
    shell: true,
    data: { meta, room: room(), you: "p1", runHref: null },
  },
  {
    name: "a class race's player, finished",
    path: "/class-races/race-1/play",
    module: racePlayer,
    shell: true,
    data: { meta, room: room(finished), you: "p2", runHref: "/play/math-quest?run=r1#stage" },
  },
  {
    name: "a class race's player, closed",
    path: "/class-races/race-1/play",
    module: racePlayer,
    shell: true,
    data: { meta, room: room({ status: "finished" }), you: "p2", runHref: null },
  },
  {
    name: "a class race's report",
    path: "/class-races/race-1/report",
    module: raceReport,
    shell: true,
    data: {
      meta,
      room: room({ ...finished, mode: "gold" }),
      players: [
        {
          place: 1,
          name: "Ada",
          visitor: false,
          score: 120,
          gold: 140,
          answered: 2,
          correct: 1,
          accuracy: 50,
          answers: [
            { index: 0, question: "7 + 5 = ?", answer: "12", correct: true, correctAnswer: "12" },
            { index: 1, question: "7 + 5 = ?", answer: "13", correct: false, correctAnswer: "12" },
          ],
        },
        { place: 2, name: "Ben", visitor: true, score: 0, gold: 0, answered: 0, correct: 0, accuracy: 0, answers: [] },
      ],
      missed: [{ question: "7 + 5 = ?", correctAnswer: "12", answered: 2, wrong: 2 }],
      events: [
        {
          seq: 1,
          at: "2026-12-05T14:59:30Z",
          kind: "chest:gain",
          player: "Ada",
          target: null,
          amount: 30,
          text: pseudoT("classrace")("events.gain", { who: "Ada", gold: 30 }),
          facts: [],
        },
      ],
      startedAt: formatMoment("2026-12-05T15:04:00Z", PSEUDO, TZ),
      back: { to: "/teach/classes/class-1", label: "Class 4B" },
    },
  },
  {
    name: "My Races",
    path: "/class-races",
    module: myRaces,
    shell: true,
    data: {
      meta,
      races: [
        {
          id: "race-1",
          gameTitle: "Math Quest",
          inviteCode: "QXK7PM",
          createdAt: formatMoment("2026-12-05T15:04:00Z", PSEUDO, TZ),
          players: 1,
          status: "finished",
        },
        {
          id: "race-2",
          gameTitle: "Math Quest",
          inviteCode: "QXK7PM",
          createdAt: formatMoment("2026-12-05T15:04:00Z", PSEUDO, TZ),
          players: 2,
          status: "lobby",
        },
      ],
      days: 30,
    },
  },
  {
    name: "My Races, none",
    path: "/class-races",
    module: myRaces,
    shell: true,
    data: { meta, races: [], days: 30 },
  },
  {
    name: "your sets",
    path: "/teach/sets",
    module: setsPage,
    shell: true,
    data: {
      meta,
      origin: "https://cleverplay.test",
      sets: [
        { id: "set-1", title: "Week 3 spelling", kind: "words", items: 12, hidden: false, reports: 2, updatedAt: "2026-12-05T15:04:00Z" },
        { id: "set-1", title: "Week 3 spelling", kind: "quiz", items: 5, hidden: true, reports: 1, updatedAt: "2026-12-05T15:04:00Z" },
        { id: "set-1", title: "Week 3 spelling", kind: "math", items: null, hidden: false, reports: 0, updatedAt: "2026-12-05T15:04:00Z" },
      ],
    },
  },
  {
    name: "your sets, none",
    path: "/teach/sets",
    module: setsPage,
    shell: true,
    data: { meta, origin: "https://cleverplay.test", sets: [] },
  },
  {
    name: "a new quiz",
    path: "/teach/sets/new",
    module: newSetPage,
    shell: true,
    data: { meta, draft: emptyDraft("quiz") },
  },
  {
    name: "a new math set, previewed",
    path: "/teach/sets/new",
    module: newSetPage,
    shell: true,
    data: { meta, draft: emptyDraft("math") },
    actionData: { draft: emptyDraft("math"), problems: [], preview: { kind: "math", questions: [{ prompt: "7 + 5 = ?", answer: "12" }] } },
  },
  {
    name: "a word list, reported, previewed",
    path: "/teach/sets/set-1",
    module: setPage,
    shell: true,
    data: {
      meta,
      id: "set-1",
      draft: { ...emptyDraft("words"), title: "Week 3 spelling", words: "frog - hops" },
      reports: { players: 2, reasons: [], hidden: true },
      shareUrl: "https://cleverplay.test/play/set/set-1",
    },
    actionData: {
      draft: { ...emptyDraft("words"), title: "Week 3 spelling", words: "frog - hops" },
      problems: [],
      preview: { kind: "words", words: [{ word: "frog", scrambled: "gorf", hint: "hops" }] },
    },
  },
  {
    name: "roster import",
    path: "/teach/classes/class-1/import",
    module: importPage,
    shell: true,
    data: { meta, klass: { id: klass.id, name: klass.name, archived: true } },
  },
  {
    name: "roster import, previewed",
    path: "/teach/classes/class-1/import",
    module: importPage,
    shell: true,
    data: { meta, klass: { id: klass.id, name: klass.name, archived: false } },
    actionData: {
      error: null,
      token: "token",
      done: null,
      preview: {
        layout: "oneroster",
        choices: [
          { id: "c1", title: "Grade 4 Rivera", students: 2 },
          { id: "c2", title: "Grade 4 Rivera", students: 1 },
        ],
        chosen: "c1",
        make: [{ name: "Maya R." }],
        here: [{ name: "Ada" }],
        elsewhere: [{ name: "Ben" }],
        left: [{ name: "Cal", leftOn: "2026-11-20" }],
        // The model's sentences, in the reader's words (roster-files.server.ts).
        problems: [teachT("import.problem.empty", { at: "users.csv", field: "givenName" })],
        free: 0,
        changes: 1,
      },
    },
  },
  {
    name: "roster import, done",
    path: "/teach/classes/class-1/import",
    module: importPage,
    shell: true,
    data: { meta, klass: { id: klass.id, name: klass.name, archived: false } },
    actionData: { error: null, token: null, preview: null, done: { made: ["Maya R."], here: 2, left: 1 } },
  },
  {
    name: "letters home",
    path: "/teach/classes/class-1/letters",
    module: lettersPage,
    shell: true,
    data: {
      meta,
      classId: klass.id,
      className: klass.name,
      teacherName: "Ms Rivera",
      parentAddress: "https://cleverplay.test/parent/code",
      letters: [{ userId: "u2", name: "Maya R.", firstName: "Maya", nickname: "Brave Otter 12", parentCode: "HX4K-9QPA" }],
    },
  },
  {
    name: "login cards",
    path: "/teach/classes/class-1/cards",
    module: cardsPage,
    shell: true,
    data: {
      meta,
      klass: { id: klass.id, name: klass.name, code: klass.code },
      address: "https://cleverplay.test/class/QXK7PM",
      cards: [{ userId: "u2", name: "Maya R.", pictures: [0, 1], qr: "<svg></svg>" }],
    },
  },
  {
    name: "login cards, none",
    path: "/teach/classes/class-1/cards",
    module: cardsPage,
    shell: true,
    data: { meta, klass: { id: klass.id, name: klass.name, code: klass.code }, address: "https://cleverplay.test/class/QXK7PM", cards: [] },
  },
];
