/**
 * The host's buttons in a class race's lobby: Start, Lock, visitors on or off, and Close, which
 * asks first (a page of its own, `?confirm=close`, so it asks without JavaScript too). They carry
 * `host-control`: the projector in full screen hides them (app/tailwind.css), and the class
 * screen (`?screen=class`) never renders them.
 */
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { RoomView } from "~/utils/class-race";
import { SubmitButton } from "~/components/forms";

export function LobbyControls({ room, confirmClose }: { room: RoomView; confirmClose: boolean }) {
  const { t } = useTranslation("classrace");
  if (confirmClose)
    return (
      <div
        role="alert"
        id="close-confirm"
        className="host-control mt-auto scroll-mt-4 space-y-3 rounded-xl border-2 border-red-300 bg-red-50 p-4"
        data-testid="close-confirm"
      >
        <p className="text-xl font-bold text-red-950">{t("lobby.closeAsk")}</p>
        <p className="text-slate-800">{t("lobby.closeText")}</p>
        <div className="flex flex-wrap gap-3">
          <Form method="post">
            <SubmitButton name="intent" value="close" className="btn-danger">
              {t("lobby.closeYes")}
            </SubmitButton>
          </Form>
          <Link to={`/class-races/${room.id}`} className="btn-secondary" replace>
            {t("lobby.closeNo")}
          </Link>
        </div>
      </div>
    );
  return (
    <div className="host-control mt-auto space-y-3 border-t border-slate-100 pt-4">
      <div className="flex flex-wrap items-center gap-3">
        <Form method="post">
          <SubmitButton name="intent" value="start" className="btn-primary px-8 text-xl" disabled={room.players.length === 0}>
            {t("lobby.start")}
          </SubmitButton>
        </Form>
        <Form method="post">
          <input type="hidden" name="locked" value={room.locked ? "no" : "yes"} />
          <SubmitButton name="intent" value="lock" className="btn-secondary">
            {room.locked ? t("lobby.unlock") : t("lobby.lock")}
          </SubmitButton>
        </Form>
        <Form method="post">
          <input type="hidden" name="allowed" value={room.visitorsAllowed ? "no" : "yes"} />
          <SubmitButton name="intent" value="visitors" className="btn-secondary">
            {room.visitorsAllowed ? t("lobby.visitorsOff") : t("lobby.visitorsOn")}
          </SubmitButton>
        </Form>
        {/* The question opens where the button was, on a phone too. */}
        <Link to={`/class-races/${room.id}?confirm=close#close-confirm`} className="btn-secondary">
          {t("lobby.close")}
        </Link>
      </div>
      <p className="text-sm text-slate-600">
        {room.locked ? t("lobby.locked") : room.visitorsAllowed ? t("lobby.visitorsAllowed") : t("lobby.signedInOnly")}
      </p>
    </div>
  );
}
