/** The class race forms, checked on the server (page modules never carry zod). */
import type { TFunction } from "i18next";
import { z } from "zod";
import { englishT } from "~/i18n/messages.server";
import { UUID } from "~/utils/uuid";
import { qrSvg } from "~/utils/qr-svg.server";
import { DEFAULT_SEATS, MAX_SEATS, RACE_MINUTES } from "~/utils/class-race";
import { CLASS_RACE_MODES, MAX_TEAMS, MIN_TEAMS } from "~/utils/class-race-modes";

/**
 * A class page's one list of game and level sends `work` = "{gameId}:{level}", or "set:{setId}"
 * for one of the teacher's sets (no script splits it).
 */
export function splitWork(form: unknown): unknown {
  if (typeof form !== "object" || form === null || !("work" in form) || typeof form.work !== "string") return form;
  if (form.work.startsWith("set:")) return { ...form, setId: form.work.slice("set:".length) };
  const [gameId, level = ""] = form.work.split(":");
  return { ...form, gameId, level };
}

/**
 * "Host a class race" on a game's play page or a class's page. An unticked checkbox sends nothing: visitors off.
 * What is wrong is said in the words of `t` (the `checks` messages in the host's language).
 */
export function hostRaceFormIn(t: TFunction) {
  const game = t("race.chooseGame");
  const seats = t("race.seats", { max: MAX_SEATS });
  const minutes = t("race.minutes");
  const teams = t("race.teams", { min: MIN_TEAMS, max: MAX_TEAMS });
  return z.preprocess(
    splitWork,
    z
      .object({
        gameId: z.string().regex(UUID, game).optional(),
        /** One of the host's sets instead of a game and level. */
        setId: z.string().regex(UUID, game).optional(),
        level: z.union([z.literal(""), z.coerce.number().int().positive()]).optional(),
        seats: z.coerce.number({ invalid_type_error: seats }).int().min(2, seats).max(MAX_SEATS, seats).default(DEFAULT_SEATS),
        minutes: z.coerce
          .number({ invalid_type_error: minutes })
          .refine((value) => (RACE_MINUTES as readonly number[]).includes(value), minutes)
          .default(RACE_MINUTES[0]),
        visitors: z.literal("on").optional(),
        mode: z.enum(CLASS_RACE_MODES, { errorMap: () => ({ message: t("race.mode") }) }).default("classic"),
        /** How many teams, read in Teams mode only. */
        teams: z.coerce.number({ invalid_type_error: teams }).int().min(MIN_TEAMS, teams).max(MAX_TEAMS, teams).default(MIN_TEAMS),
        /** Hosted from a class's page: its students join from their own pages. */
        classId: z.string().regex(UUID).optional(),
      })
      .refine((form) => form.gameId !== undefined || form.setId !== undefined, { message: game, path: ["gameId"] }),
  );
}

/** The host form in the spec's English. */
export const hostRaceForm = hostRaceFormIn(englishT("checks"));

/** The projector's buttons. */
export const projectorForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("start") }),
  z.object({ intent: z.literal("end") }),
  /** Closing the lobby, once the host said yes on the page that asks (`?confirm=close`). */
  z.object({ intent: z.literal("close") }),
  z.object({ intent: z.literal("visitors"), allowed: z.enum(["yes", "no"]) }),
  z.object({ intent: z.literal("lock"), locked: z.enum(["yes", "no"]) }),
  z.object({ intent: z.literal("remove"), playerId: z.string().regex(UUID) }),
  z.object({ intent: z.literal("rename"), playerId: z.string().regex(UUID) }),
]);

/** The join card's buttons: with the account, or as a visitor (with a name they typed, or none). */
export const joinRaceForm = z.object({
  intent: z.enum(["join-race", "join-race-visitor"]),
  name: z.string().max(200).optional(),
});

/** The join link as a QR code, drawn on the server as SVG (no script, no image request). */
export function joinQrSvg(url: string): Promise<string> {
  return qrSvg(url, "#1e1b4b");
}
