/**
 * Class race rooms: every screen of a race (the projector, each player's page) follows its room.
 * A room's changes of state come as notices on 'cleverplay_class_race' (joins, Start, the end,
 * the host's switches) from any instance. Answers do not notify: PostgreSQL lets one notifying
 * transaction commit at a time, so a notice per answer queued every answer's commit behind the
 * others (the bench showed it). Instead, while races are running, each instance reads the scores of
 * all the running races it has screens of in one query every `intervalMs` (the beat), and sends a
 * race's screens the scores that moved (a screen that starts following gets the whole room first,
 * so it always holds what the lines change). A room is read whole at most once per
 * `intervalMs` on a notice, and the one room read goes to all of its screens on this instance, so a
 * 40-player race costs about what a few two-player sessions do, and fifty races one query a beat.
 * The room's deadline is timed here too: the first instance to reach it ends the race.
 */
import type { Queryable } from "../../app/db.server";
import { loadRoom, loadRoomScores, movedScores } from "../../app/models/class-races/room.server";
import { applyScores, type RoomMessage, type RoomView } from "../../app/utils/class-race";

export interface RoomScreen {
  /** A RoomMessage as JSON text: a room is serialised once for all of its screens. */
  send(data: string): void;
  close(): void;
}

interface Room {
  screens: Set<RoomScreen>;
  last: RoomView | null;
  /** `last` as a whole-room message, for screens that start following (made when one does). */
  lastWhole: string | null;
  /** A read is scheduled or under way. */
  pending: boolean;
  /** A change was heard after the pending read began: read once more after it. */
  again: boolean;
  /** When the last whole read began (a beat's scores read before it are older than the room). */
  lastReadAt: number;
  ending?: NodeJS.Timeout;
}

/** The podium moves at most about four times a second. */
export const ROOM_INTERVAL_MS = 250;

export class ClassRooms {
  private readonly rooms = new Map<string, Room>();
  /** While a race with screens here runs: its scores are read on this beat. */
  private beat?: NodeJS.Timeout;
  private beating = false;

  constructor(
    private readonly db: Queryable,
    /** Ends a race whose deadline has come (guarded: the first instance ends it). */
    private readonly finishDue: (raceId: string) => void,
    private readonly intervalMs = ROOM_INTERVAL_MS,
  ) {}

  /** A screen follows the room from now on: the room as held here, or as read now. */
  follow(raceId: string, screen: RoomScreen): () => void {
    let room = this.rooms.get(raceId);
    if (!room)
      this.rooms.set(raceId, (room = { screens: new Set(), last: null, lastWhole: null, pending: false, again: false, lastReadAt: 0 }));
    room.screens.add(screen);
    if (room.last && !room.pending) screen.send((room.lastWhole ??= wholeRoom(room.last)));
    else this.schedule(raceId, room);
    return () => {
      const current = this.rooms.get(raceId);
      if (!current?.screens.delete(screen) || current.screens.size) return;
      clearTimeout(current.ending);
      this.rooms.delete(raceId);
    };
  }

  /** A notice heard on 'cleverplay_class_race' (the race's id). */
  hear(raceId: string) {
    const room = this.rooms.get(raceId.trim());
    if (room) this.schedule(raceId.trim(), room);
  }

  counts() {
    let screens = 0;
    for (const room of this.rooms.values()) screens += room.screens.size;
    return { rooms: this.rooms.size, screens };
  }

  stop() {
    clearInterval(this.beat);
    this.beat = undefined;
    for (const room of this.rooms.values()) {
      clearTimeout(room.ending);
      for (const screen of [...room.screens]) screen.close();
    }
    this.rooms.clear();
  }

  private schedule(raceId: string, room: Room) {
    if (room.pending) {
      room.again = true;
      return;
    }
    room.pending = true;
    const wait = Math.max(0, room.lastReadAt + this.intervalMs - Date.now());
    setTimeout(() => void this.read(raceId, room), wait).unref();
  }

  private async read(raceId: string, room: Room) {
    room.again = false;
    room.lastReadAt = Date.now();
    try {
      const view = await loadRoom(this.db, raceId);
      if (this.rooms.get(raceId) !== room) return;
      if (view) this.show(room, view);
      this.timeEnd(raceId, room, view);
    } catch (error) {
      console.error("realtime: reading a class race failed", error);
    } finally {
      room.pending = false;
      if (room.again && this.rooms.get(raceId) === room) this.schedule(raceId, room);
    }
  }

  private show(room: Room, view: RoomView) {
    room.last = view;
    room.lastWhole = wholeRoom(view);
    for (const screen of room.screens) screen.send(room.lastWhole);
  }

  /** While the race runs: its deadline, and the beat on which the scores are read. */
  private timeEnd(raceId: string, room: Room, view: RoomView | null) {
    clearTimeout(room.ending);
    room.ending = undefined;
    if (view?.status === "playing") this.beat ??= setInterval(() => void this.readScores(), this.intervalMs).unref();
    if (view?.status !== "playing" || !view.endsAt) return;
    const wait = Math.max(0, new Date(view.endsAt).getTime() - Date.now());
    room.ending = setTimeout(() => this.finishDue(raceId), wait + 50).unref();
  }

  /** The beat: the scores of every running race with screens here, in one query. */
  private async readScores() {
    const running = [...this.rooms].filter(([, room]) => room.last?.status === "playing");
    if (!running.length) {
      clearInterval(this.beat);
      this.beat = undefined;
      return;
    }
    // A slow read is not overtaken by the next beat's.
    if (this.beating) return;
    this.beating = true;
    const askedAt = Date.now();
    try {
      const scores = await loadRoomScores(
        this.db,
        running.map(([raceId]) => raceId),
      );
      const serverNow = new Date().toISOString(); // the clock when the scores came
      for (const [raceId, room] of running) {
        // A whole read since then (or under way) holds these scores or newer ones.
        if (this.rooms.get(raceId) !== room || room.pending || room.lastReadAt > askedAt || !room.last) continue;
        const players = movedScores(room.last, scores.get(raceId)!);
        if (!players.length) continue;
        room.last = applyScores(room.last, players, serverNow);
        room.lastWhole = null;
        const message = JSON.stringify({ type: "scores", players, serverNow } satisfies RoomMessage);
        for (const screen of room.screens) screen.send(message);
      }
    } catch (error) {
      console.error("realtime: reading class race scores failed", error);
    } finally {
      this.beating = false;
    }
  }
}

const wholeRoom = (room: RoomView) => JSON.stringify({ type: "room", room } satisfies RoomMessage);
