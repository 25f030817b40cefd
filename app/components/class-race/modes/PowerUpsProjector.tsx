/**
 * Power-ups on the projector: who is frozen (with the seconds left), who holds which power-ups,
 * and the feed of what happened, big enough for the back of a classroom. Who holds what comes from
 * /class-races/{id}/power, read again whenever the room's feed has a new event.
 */
import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { RoomView } from "~/utils/class-race";
import { eventText } from "~/utils/class-race-modes";
import { FREEZE_SECONDS, frozenSecondsLeft, MAX_POWERS, POWER_NAMES, STREAK_FOR_POWER, type Power } from "~/utils/power-ups";
import { useServerNow } from "./use-server-now";

/** The players frozen by the feed's freezes, and until when (the newest freeze of each). */
function freezes(room: RoomView): { id: string; until: string }[] {
  const until = new Map<string, string>();
  for (const e of [...room.events].reverse()) {
    if (e.kind === "power:freeze" && e.targetId) until.set(e.targetId, new Date(Date.parse(e.at) + FREEZE_SECONDS * 1000).toISOString());
  }
  return [...until].map(([id, at]) => ({ id, until: at }));
}

export function PowerUpsProjector({ room }: { room: RoomView }) {
  const { t } = useTranslation("classrace");
  const fetched = useFetcher<{ held: Record<string, Power[]> }>();
  const newest = room.events[0]?.seq ?? 0;
  const { load } = fetched;
  const held = fetched.data?.held ?? room.powers ?? {};
  useEffect(() => {
    if (room.status !== "lobby") load(`/class-races/${room.id}/power`);
  }, [load, room.id, room.status, newest]);
  const frozen = freezes(room);
  const last =
    frozen
      .map((f) => f.until)
      .sort()
      .pop() ?? null;
  const now = useServerNow(room.serverNow, last);
  const name = new Map(room.players.map((p) => [p.id, p.name]));
  const nameOf = (id: string | null) => (id && name.get(id)) || t("powers.someone");
  const frozenNow = frozen.map((f) => ({ ...f, left: frozenSecondsLeft(f.until, now) })).filter((f) => f.left > 0);
  const holders = room.players.filter((p) => held[p.id]?.length);

  return (
    <section aria-label={t("modes.powerups.name", { ns: "race-form" })} className="card mt-6 p-6" data-testid="projector-power-ups">
      <h2 className="text-2xl font-extrabold text-violet-950">
        {t("modes.powerups.name", { ns: "race-form" })}{" "}
        <span className="text-lg font-semibold text-slate-700">· {t("powers.rule", { streak: STREAK_FOR_POWER, max: MAX_POWERS })}</span>
      </h2>
      {room.status === "lobby" ? (
        <ul className="mt-3 grid gap-2 text-xl text-slate-800 sm:grid-cols-3">
          {Object.values(POWER_NAMES).map((p) => (
            <li key={p.name}>
              <span aria-hidden="true">{p.icon}</span> <strong>{t(p.name)}</strong>: {t(p.help, { seconds: FREEZE_SECONDS })}
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-3 grid gap-6 lg:grid-cols-2">
          <div>
            {frozenNow.map((f) => (
              <p
                key={f.id}
                className="mb-2 rounded-lg bg-sky-600 px-4 py-2 text-2xl font-extrabold text-white"
                data-testid="projector-frozen"
              >
                🧊 {t("powers.frozen", { name: nameOf(f.id), seconds: f.left })}
              </p>
            ))}
            <h3 className="text-xl font-bold text-slate-800">{t("powers.holders")}</h3>
            {holders.length ? (
              <ul className="mt-2 space-y-1 text-2xl" data-testid="projector-held">
                {holders.map((p) => (
                  <li key={p.id} className="flex flex-wrap items-baseline gap-x-3">
                    <span className="font-bold text-slate-900 [overflow-wrap:anywhere]">{p.name}</span>
                    <span className="text-xl text-slate-700">
                      {held[p.id].map((power) => `${POWER_NAMES[power].icon} ${t(POWER_NAMES[power].name)}`).join(" · ")}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-xl text-slate-700">{t("powers.nobody")}</p>
            )}
          </div>
          <div>
            <h3 className="text-xl font-bold text-slate-800">{t("csv.events.whatHappened")}</h3>
            <ol className="mt-2 space-y-1 text-xl text-slate-900" data-testid="projector-feed">
              {room.events.slice(0, 6).map((e) => (
                <li key={e.seq} className="[overflow-wrap:anywhere]">
                  {eventText(e, nameOf, t)}
                </li>
              ))}
            </ol>
          </div>
        </div>
      )}
    </section>
  );
}
