/**
 * Class race rooms: every screen of a race (the projector, each player's page) follows its room.
 * A room's changes of state come as notices on 'cleverplay_class_race' (joins, Start, the end,
 * the host's switches) from any instance. Answers do not notify: PostgreSQL lets one notifying
 * transaction commit at a time, so a notice per answer queued every answer's commit behind the
 * others (the bench showed it). Instead, while races are running, each instance reads the scores of
 * the running races it has screens of every `intervalMs` (the beat): up to 16 races in one query,
 * more in up to four groups spread over the beat, so that no one read sends to thousands of
 * sockets at once and holds the others up behind it. It sends a race's screens the scores that
 * moved (a screen that starts following gets the whole room first, so it always holds what the
 * lines change). A room is read whole at most once per `intervalMs` on a notice, and the one room
 * read goes to all of its screens on this instance, so a 40-player race costs about what a few
 * two-player sessions do, and fifty races four queries a beat.
 * The room's deadline is timed here too: the first instance to reach it ends the race.
 */
import type { Queryable } from "../../app/db.server";
import { loadNewEvents, loadRoom, loadRoomScores, modeHasEvents, movedScores } from "../../app/models/class-races/room.server";
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
  /** Its scores are being read (a slot's query is under way). */
  scoring: boolean;
  /** When the last whole read began (a beat's scores read before it are older than the room). */
  lastReadAt: number;
  ending?: NodeJS.Timeout;
}

/** The podium moves at most about four times a second. */
export const ROOM_INTERVAL_MS = 250;
/** The beat's slots: the running races are read in up to this many groups, one slot each. */
const SLOTS = 4;
/** Races read in one query, at most, while there are slots to spread them over. */
const RACES_PER_READ = 16;

export class ClassRooms {
  private readonly rooms = new Map<string, Room>();
  /** While a race with screens here runs: its scores are read on this beat, a slot at a time. */
  private beat?: NodeJS.Timeout;
  private slot = 0;

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
      this.rooms.set(
        raceId,
        (room = { screens: new Set(), last: null, lastWhole: null, pending: false, again: false, scoring: false, lastReadAt: 0 }),
      );
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
    if (view?.status === "playing") this.beat ??= setInterval(() => void this.readScores(), this.intervalMs / SLOTS).unref();
    if (view?.status !== "playing" || !view.endsAt) return;
    const wait = Math.max(0, new Date(view.endsAt).getTime() - Date.now());
    room.ending = setTimeout(() => this.finishDue(raceId), wait + 50).unref();
  }

  /** A slot of the beat: the scores of this slot's group of the running races with screens here, in one query. */
  private async readScores() {
    const playing = [...this.rooms].filter(([, room]) => room.last?.status === "playing");
    if (!playing.length) {
      clearInterval(this.beat);
      this.beat = undefined;
      return;
    }
    const read = slotGroup(this.slot++, playing.length);
    if (!read) return;
    // A race whose last read is slow is not read again meanwhile (the later read could land first).
    const running = playing.filter(([, room], i) => i % read.groups === read.group && !room.scoring);
    if (!running.length) return;
    for (const [, room] of running) room.scoring = true;
    const askedAt = Date.now();
    try {
      const scores = await loadRoomScores(
        this.db,
        running.map(([raceId]) => raceId),
      );
      // A mode's events (chests, power-ups) come with the scores; a Classic or Teams race has none to read.
      const withModes = running.filter(([, room]) => room.last && modeHasEvents(room.last.mode));
      const events = await loadNewEvents(this.db, new Map(withModes.map(([raceId, room]) => [raceId, room.last!.events[0]?.seq ?? 0])));
      const serverNow = new Date().toISOString(); // the clock when the scores came
      for (const [raceId, room] of running) {
        // A whole read since then (or under way) holds these scores or newer ones.
        if (this.rooms.get(raceId) !== room || room.pending || room.lastReadAt > askedAt || !room.last) continue;
        const players = movedScores(room.last, scores.get(raceId)!);
        const newer = events.get(raceId) ?? [];
        if (!players.length && !newer.length) continue;
        room.last = applyScores(room.last, players, serverNow, newer);
        room.lastWhole = null;
        const message = JSON.stringify({
          type: "scores",
          players,
          ...(newer.length ? { events: newer } : {}),
          serverNow,
        } satisfies RoomMessage);
        for (const screen of room.screens) screen.send(message);
      }
    } catch (error) {
      console.error("realtime: reading class race scores failed", error);
    } finally {
      for (const [, room] of running) room.scoring = false;
    }
  }
}

const wholeRoom = (room: RoomView) => JSON.stringify({ type: "room", room } satisfies RoomMessage);

/**
 * Which group of `races` running races (by their place in the list) slot `slot` of the beat reads:
 * up to 16 races one group, up to 32 two, more four; with G groups, group g is read in slot
 * g × 4 / G, so every race is read once a beat. Null: this slot reads nothing.
 */
export function slotGroup(slot: number, races: number): { group: number; groups: number } | null {
  const groups = races > 2 * RACES_PER_READ ? SLOTS : races > RACES_PER_READ ? 2 : 1;
  const inSlot = slot % SLOTS;
  return inSlot % (SLOTS / groups) ? null : { group: inSlot / (SLOTS / groups), groups };
}
