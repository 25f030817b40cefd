/**
 * Gold Quest beside the player's question: their gold, the chest waiting after a right answer (a
 * form with three buttons: without JavaScript the page reloads with the outcome as a toast; with
 * it on the race's socket (a fetcher where none is open), and the polite log says "You opened a chest: +40 gold"), and the mode's help.
 * What a chest holds is drawn on the server when it is opened (models/class-races/modes/gold.server.ts).
 */
import { Form, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { openChestOnClassRaceSocket } from "~/utils/class-race-answers";
import { useHydrated } from "remix-utils/use-hydrated";
import { CHESTS, type ChestReply, type GoldModeView } from "~/utils/gold-quest";
import { SubmitButton } from "~/components/forms";
import { ChestChances } from "./ChestChances";
import type { ModePanelProps } from "./mode-panel-props";

export function GoldPanel({ room, you, mode, news }: ModePanelProps & { mode: GoldModeView }) {
  const hydrated = useHydrated();
  const { t } = useTranslation("classrace");
  const fetcher = useFetcher<ChestReply>();
  // A chest opened on the race's socket (the fetcher posts it when no socket is open).
  const [onSocket, setOnSocket] = useState<{ reply: ChestReply | null; opening: boolean }>({ reply: null, opening: false });
  const reply = onSocket.reply ?? fetcher.data;
  const gold = room.players.find((p) => p.id === you)?.gold ?? mode.gold;
  // The chest offered: by the last answer's news (JavaScript), else as the page was loaded.
  const offered = news?.offer?.kind === "chest" ? Number(news.offer.chest) : mode.chest;
  const waiting = offered !== null && reply?.chest !== offered && fetcher.state === "idle" && !onSocket.opening;
  function open(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const chest = Number(submitter?.value);
    if (!chest) return;
    event.preventDefault();
    setOnSocket({ reply: null, opening: true });
    void openChestOnClassRaceSocket(mode.raceId, chest).then((opened) => {
      setOnSocket({ reply: opened, opening: false });
      if (!opened) fetcher.submit({ chest: String(chest), as: "data" }, { method: "post", action: `/class-races/${mode.raceId}/chest` });
    });
  }
  const ChestForm = hydrated ? fetcher.Form : Form;
  // The panel sits above the stage the page scrolls to: a chest offered by an answer comes into view (no smooth scroll).
  const panel = useRef<HTMLElement>(null);
  const offeredByNews = news?.offer?.kind === "chest" ? Number(news.offer.chest) : null;
  useEffect(() => {
    if (offeredByNews) panel.current?.scrollIntoView({ block: "nearest" });
  }, [offeredByNews]);
  return (
    <section
      ref={panel}
      aria-label={t("modes.gold.name", { ns: "race-form" })}
      className="mt-3 rounded-2xl border-2 border-amber-300 bg-amber-50 p-3 sm:p-4"
      data-testid="gold-panel"
    >
      <p className="text-2xl font-black text-amber-950" data-testid="gold-amount">
        <span aria-hidden="true">🪙 </span>
        {t("podium.gold", { gold })}
      </p>
      {waiting ? (
        <ChestForm
          method="post"
          action={`/class-races/${mode.raceId}/chest`}
          onSubmit={hydrated ? open : undefined}
          className="mt-2"
          data-testid="chest-form"
        >
          <p className="text-lg font-bold text-slate-900">{t("gold.pick")}</p>
          {hydrated ? <input type="hidden" name="as" value="data" /> : null}
          <div className="mt-2 grid grid-cols-3 gap-2">
            {Array.from({ length: CHESTS }, (_, i) => (
              <SubmitButton
                key={i}
                fetcher={hydrated ? fetcher : undefined}
                name="chest"
                value={i + 1}
                className="flex min-h-20 flex-col items-center justify-center rounded-xl border-2 border-amber-500 bg-amber-200 px-2 py-2 text-base font-bold text-amber-950 hover:bg-amber-300 focus-visible:outline focus-visible:outline-4 focus-visible:outline-indigo-600"
              >
                <span aria-hidden="true" className="text-3xl motion-safe:animate-bounce">
                  🎁
                </span>
                {t("gold.chest", { number: i + 1 })}
              </SubmitButton>
            ))}
          </div>
        </ChestForm>
      ) : null}
      <p role="status" aria-live="polite" className="mt-2 font-semibold text-slate-900 empty:hidden" data-testid="chest-said">
        {reply?.said ?? reply?.error ?? ""}
      </p>
      <div className="mt-2">
        <ChestChances />
      </div>
    </section>
  );
}
