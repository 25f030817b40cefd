/**
 * The host's buttons in a class race's lobby: Start, Lock, visitors on or off, and Close, which
 * asks first (a page of its own, `?confirm=close`, so it asks without JavaScript too). They carry
 * `host-control`: the projector in full screen hides them (app/tailwind.css), and the class
 * screen (`?screen=class`) never renders them.
 */
import { Form, Link } from "@remix-run/react";
import type { RoomView } from "~/utils/class-race";
import { SubmitButton } from "~/components/forms";

export function LobbyControls({ room, confirmClose }: { room: RoomView; confirmClose: boolean }) {
  if (confirmClose)
    return (
      <div
        role="alert"
        id="close-confirm"
        className="host-control mt-auto scroll-mt-4 space-y-3 rounded-xl border-2 border-red-300 bg-red-50 p-4"
        data-testid="close-confirm"
      >
        <p className="text-xl font-bold text-red-950">Close this race?</p>
        <p className="text-slate-800">
          Nobody has raced yet: the code stops working, the players who joined are told it is closed, and there is no podium.
        </p>
        <div className="flex flex-wrap gap-3">
          <Form method="post">
            <SubmitButton name="intent" value="close" className="btn-danger">
              Yes, close the race
            </SubmitButton>
          </Form>
          <Link to={`/class-races/${room.id}`} className="btn-secondary" replace>
            No, keep it open
          </Link>
        </div>
      </div>
    );
  return (
    <div className="host-control mt-auto space-y-3 border-t border-slate-100 pt-4">
      <div className="flex flex-wrap items-center gap-3">
        <Form method="post">
          <SubmitButton name="intent" value="start" className="btn-primary px-8 text-xl" disabled={room.players.length === 0}>
            Start the race
          </SubmitButton>
        </Form>
        <Form method="post">
          <input type="hidden" name="locked" value={room.locked ? "no" : "yes"} />
          <SubmitButton name="intent" value="lock" className="btn-secondary">
            {room.locked ? "Unlock the race" : "Lock the race"}
          </SubmitButton>
        </Form>
        <Form method="post">
          <input type="hidden" name="allowed" value={room.visitorsAllowed ? "no" : "yes"} />
          <SubmitButton name="intent" value="visitors" className="btn-secondary">
            {room.visitorsAllowed ? "Turn visitor joining off" : "Turn visitor joining on"}
          </SubmitButton>
        </Form>
        {/* The question opens where the button was, on a phone too. */}
        <Link to={`/class-races/${room.id}?confirm=close#close-confirm`} className="btn-secondary">
          Close the race
        </Link>
      </div>
      <p className="text-sm text-slate-600">
        {room.locked
          ? "The race is locked: nobody new can join. Its players can still come back."
          : room.visitorsAllowed
            ? "Visitors without an account can join with a first name or a made-up nickname (they earn no coins). ↻ gives a visitor a made-up name."
            : "Only signed-in players can join."}
      </p>
    </div>
  );
}
