import { Form } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { GameKey } from "~/games/types";
import { lazyComponent } from "~/utils/lazy";
import type { SessionView } from "~/utils/session-messages";
import { Label, SubmitButton } from "~/components/forms";

const PARTY_SIZES = [2, 3, 4, 5, 6, 7, 8] as const;

// The race itself (its stage, the live connection) is loaded once there is a session: the panel a
// game's page shows on arrival is only the Create Session form.
const LiveSession = lazyComponent(() => import("./multiplayer/LiveSession").then((m) => m.LiveSession));

/**
 * Play with a friend: create a session, share its code, then race live. Creating, joining,
 * getting ready, starting, answering, leaving and ending are plain forms (they work without
 * JavaScript); with it they go over the live connection, and the other player's moves and the
 * clock show as they happen.
 */
export function MultiplayerPanel({
  gameId,
  gameKey,
  session,
  signedIn,
  origin,
}: {
  gameId: string;
  /** Which engine's questions the race shows (the page has it; importing ~/games here would ship every question bank). */
  gameKey: GameKey;
  session: SessionView | null;
  signedIn: boolean;
  origin: string;
}) {
  const { t } = useTranslation("race");
  // Why the last live session closed; it outlasts the page data reloading without the session.
  const [notice, setNotice] = useState<string | null>(null);
  if (!session) {
    return (
      <section aria-labelledby="multiplayer" className="card p-5">
        <h2 id="multiplayer" className="text-lg font-bold">
          {t("panel.title")}
        </h2>
        {notice ? (
          <p role="status" className="mt-2 rounded-lg bg-slate-100 px-3 py-2 text-sm font-medium text-slate-800">
            {notice}
          </p>
        ) : null}
        <p className="mt-1 text-sm text-slate-700">{t("panel.about")}</p>
        {signedIn ? (
          <Form method="post" action="/sessions/new" className="mt-3 flex flex-wrap items-center gap-3">
            <input type="hidden" name="gameId" value={gameId} />
            {/* A party of up to 8 on one code; 2 is the spec's session. */}
            <Label className="flex items-center gap-2 text-sm font-semibold">
              {t("panel.players")}
              <select name="maxPlayers" defaultValue="2" className="rounded-lg border border-slate-300 px-2 py-2" data-testid="party-size">
                {PARTY_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size === 2 ? t("panel.two") : t("panel.upTo", { size })}
                  </option>
                ))}
              </select>
            </Label>
            <SubmitButton className="btn-primary">{t("panel.create")}</SubmitButton>
          </Form>
        ) : (
          <p className="mt-3 text-sm font-medium text-slate-800">{t("panel.signIn")}</p>
        )}
      </section>
    );
  }
  return <LiveSession key={session.id} initial={session} gameKey={gameKey} origin={origin} onOver={setNotice} />;
}
