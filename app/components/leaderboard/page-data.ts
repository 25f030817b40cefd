import type { SerializeFrom } from "@remix-run/node";
import type { LeaderboardPage } from "~/models/leaderboard-page.server";

/** The leaderboard page's data as the browser has it (after the trip as JSON). */
export type LeaderboardData = SerializeFrom<LeaderboardPage>;
export type BoardGame = LeaderboardData["games"][number];
export type BoardRow = LeaderboardData["boards"][number]["rows"][number];
/** A row of the one list of every game: its game (by position in `games`) and its rank there. */
export type ListRow = NonNullable<LeaderboardData["list"]>[number];
