/**
 * Power-ups beside the player's question: the streak toward the next power-up, the power-ups held
 * as buttons (each a plain form posting to /class-races/{id}/power; with JavaScript a fetcher, so
 * the question stays), the double and shield in play, and a banner while the player is frozen.
 * What happened is said in the panel's polite log. No animation with reduced motion.
 */
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import type { RoomView } from "~/utils/class-race";
import { FREEZE_SECONDS, frozenSecondsLeft, MAX_POWERS, POWER_NAMES, STREAK_FOR_POWER, type PowerUpsView } from "~/utils/power-ups";
import { SubmitButton } from "~/components/forms";
import type { ModePanelProps } from "./mode-panel-props";
import { useServerNow } from "./use-server-now";

/** The newest of: the page's view (its loader, again after a use) and the view an answer's reply brought. */
function useView(mode: PowerUpsView, news: ModePanelProps["news"]): PowerUpsView {
  const [view, setView] = useState(mode);
  useEffect(() => setView(mode), [mode]);
  useEffect(() => {
    const offered = news?.offer;
    if (offered?.kind === "powerups" && offered.view) setView(offered.view as PowerUpsView);
  }, [news]);
  return view;
}

/** When the player's freeze ends: the view's, or a newer freeze in the room's feed. */
function frozenUntil(view: PowerUpsView, room: RoomView, you: string): string | null {
  const fromFeed = room.events
    .filter((e) => e.kind === "power:freeze" && e.targetId === you)
    .map((e) => new Date(Date.parse(e.at) + FREEZE_SECONDS * 1000).toISOString());
  return (
    [view.frozenUntil, ...fromFeed]
      .filter((at): at is string => at !== null)
      .sort()
      .pop() ?? null
  );
}

export function PowerUpsPanel({ room, you, mode, news }: ModePanelProps & { mode: PowerUpsView }) {
  const view = useView(mode, news);
  const { t } = useTranslation("classrace");
  const until = frozenUntil(view, room, you);
  const left = frozenSecondsLeft(until, useServerNow(room.serverNow, until));
  const hydrated = useHydrated();
  const fetcher = useFetcher<{ said?: string; error?: string }>();
  const toNext = view.streak % STREAK_FOR_POWER;
  const said = fetcher.state === "idle" ? (fetcher.data?.said ?? fetcher.data?.error ?? "") : "";
  return (
    <section
      aria-label={t("modes.powerups.name", { ns: "race-form" })}
      className="w-full rounded-xl border-2 border-violet-300 bg-white p-3 text-slate-900"
      data-testid="power-ups"
    >
      {left > 0 ? (
        <p role="status" className="mb-3 rounded-lg bg-sky-600 px-4 py-2 text-xl font-extrabold text-white motion-safe:animate-pulse">
          🧊 {t("powers.frozenYou", { seconds: left })}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className="font-bold" data-testid="power-streak">
          <span aria-hidden="true" className="mr-2 tracking-widest">
            {Array.from({ length: STREAK_FOR_POWER }, (_, i) => (i < toNext ? "⭐" : "☆")).join("")}
          </span>
          {t("powers.toNext", { done: toNext, streak: STREAK_FOR_POWER })}
        </p>
        {view.double ? (
          <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-bold text-amber-900">2× {t("powers.doubleOn")}</span>
        ) : null}
        {view.shield ? (
          <span className="rounded-full bg-emerald-100 px-3 py-1 text-sm font-bold text-emerald-900">🛡️ {t("powers.shieldUp")}</span>
        ) : null}
      </div>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label={t("powers.yours", { held: view.held.length, max: MAX_POWERS })}>
        {view.held.map(({ seq, power }) => (
          <li key={seq}>
            <fetcher.Form method="post" action={`/class-races/${room.id}/power`}>
              <input type="hidden" name="seq" value={seq} />
              {/* Without JavaScript the form posts plainly and the page comes back with what happened. */}
              {hydrated ? <input type="hidden" name="mode" value="json" /> : null}
              <SubmitButton
                fetcher={fetcher}
                className="flex min-h-12 flex-col items-start rounded-lg border-2 border-violet-500 bg-violet-50 px-3 py-1 text-left hover:bg-violet-100"
              >
                <span className="font-extrabold">
                  <span aria-hidden="true">{POWER_NAMES[power].icon}</span> {t("powers.use", { power: t(POWER_NAMES[power].name) })}
                </span>
                <span className="text-xs text-slate-700">{t(POWER_NAMES[power].help, { seconds: FREEZE_SECONDS })}</span>
              </SubmitButton>
            </fetcher.Form>
          </li>
        ))}
        {Array.from({ length: MAX_POWERS - view.held.length }, (_, i) => (
          <li
            key={`empty-${i}`}
            aria-hidden="true"
            className="flex min-h-12 w-16 items-center justify-center rounded-lg border-2 border-dashed border-slate-300 text-xs text-slate-500"
          >
            {t("powers.empty")}
          </li>
        ))}
      </ul>
      <p aria-live="polite" className="mt-2 min-h-6 font-semibold text-violet-900" data-testid="power-said">
        {said}
      </p>
    </section>
  );
}
