/**
 * Teams mode, shared by the server and the browser: the teams' names and looks, how a team scores
 * (its members' right answers, compared per member) and when the race pauses for team talk.
 * docs/decisions/teams-mode.md has the rules and why.
 */
import type { TFunction } from "i18next";
import type { RoomPlayer, RoomView } from "./class-race";

/** A team as a child recognises it from the back of a room: a name, an animal and a shape, then a colour. */
export interface TeamLook {
  /** The team's name, a key of the "classrace" messages. */
  name: string;
  animal: string;
  shape: string;
  /** Tailwind classes: the bar's fill, the badge's text and border. */
  fill: string;
  ink: string;
  edge: string;
}

export const TEAM_LOOKS: readonly TeamLook[] = [
  { name: "teams.names.red", animal: "🦊", shape: "●", fill: "bg-red-600", ink: "text-red-900", edge: "border-red-600" },
  { name: "teams.names.blue", animal: "🦉", shape: "▲", fill: "bg-blue-600", ink: "text-blue-900", edge: "border-blue-600" },
  { name: "teams.names.green", animal: "🐸", shape: "■", fill: "bg-green-600", ink: "text-green-900", edge: "border-green-600" },
  { name: "teams.names.yellow", animal: "🐝", shape: "★", fill: "bg-amber-400", ink: "text-amber-900", edge: "border-amber-500" },
  { name: "teams.names.purple", animal: "🐉", shape: "◆", fill: "bg-purple-600", ink: "text-purple-900", edge: "border-purple-600" },
  { name: "teams.names.orange", animal: "🐯", shape: "♥", fill: "bg-orange-500", ink: "text-orange-900", edge: "border-orange-500" },
];

/** Team 1..6's look (a team number out of range reads as the first: never a crash on a screen). */
export const teamLook = (team: number): TeamLook => TEAM_LOOKS[team - 1] ?? TEAM_LOOKS[0];

/** "🦊 Red Foxes": the words the polite log and the report say (`t`: the "classrace" messages). */
export const teamName = (team: number, t: TFunction): string => `${teamLook(team).animal} ${t(teamLook(team).name)}`;

export interface TeamStanding {
  team: number;
  members: RoomPlayer[];
  /** The members' right answers together. */
  right: number;
  /** Right answers per member (0 for a team nobody is on): what ranks the teams. */
  perMember: number;
}

/**
 * The teams, best first: most right answers per member (a team of 7 does not beat a team of 6 by
 * its extra player), then most right answers in all, then the team's number. Points never count:
 * a fast answer is not worth more to a team than a slow one.
 */
export function teamStandings(room: Pick<RoomView, "teams" | "players">): TeamStanding[] {
  const count = room.teams ?? 0;
  const standings = Array.from({ length: count }, (_, i): TeamStanding => {
    const members = room.players.filter((p) => p.team === i + 1);
    const right = members.reduce((sum, p) => sum + p.correct, 0);
    return { team: i + 1, members, right, perMember: members.length ? right / members.length : 0 };
  });
  return standings.sort((a, b) => b.perMember - a.perMember || b.right - a.right || a.team - b.team);
}

/** The team with the fewest members (the lowest number of those): where a newcomer goes. */
export function smallestTeam(teams: number, members: (number | null)[]): number {
  const sizes = Array.from({ length: teams }, (_, i) => members.filter((team) => team === i + 1).length);
  return sizes.indexOf(Math.min(...sizes)) + 1;
}

/** A round: this long to answer, then a team talk this long, while the race's clock runs. */
export const PLAY_SECONDS = 30;
export const TALK_SECONDS = 10;

/**
 * Seconds left of the team talk at `now` (0: the class answers). Every round is PLAY_SECONDS of
 * answers then TALK_SECONDS of talk, counted from the first question for the whole class at once;
 * a talk that would last to the race's end is not held (nothing follows it).
 */
export function teamTalkLeft(race: { playsFrom: Date | string | null; endsAt: Date | string | null }, now: number): number {
  if (!race.playsFrom || !race.endsAt) return 0;
  const from = new Date(race.playsFrom).getTime();
  const round = (PLAY_SECONDS + TALK_SECONDS) * 1000;
  if (now < from) return 0;
  const talkEnds = from + (Math.floor((now - from) / round) + 1) * round;
  if (talkEnds - now > TALK_SECONDS * 1000 || talkEnds >= new Date(race.endsAt).getTime()) return 0;
  return Math.ceil((talkEnds - now) / 1000);
}

/** What a held answer is told (the server's refusal and the player's panel say the same; `t`: "classrace"). */
export const teamTalkText = (seconds: number, t: TFunction): string => `${t("teams.talk")} ${t("teams.next", { seconds })}`;
