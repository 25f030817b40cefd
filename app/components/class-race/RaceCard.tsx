import { Form, Link } from "@remix-run/react";
import type { RaceCard as Card } from "~/models/class-races/card.server";
import { loginPath } from "~/utils/login";
import { Label, SubmitButton } from "~/components/forms";

const STATUS = { lobby: "Waiting for players", playing: "Racing now", finished: "Finished" } as const;

/** /join/{code} for a class race: the race, and the viewer's way in (or why there is none). */
export function RaceCard({ card, signedIn }: { card: Card; signedIn: boolean }) {
  return (
    <section aria-label="Class race" className="card p-6" data-testid="class-race-card">
      <p className="pill bg-sky-100 text-sky-900">Class race</p>
      <h2 className="mt-2 text-2xl font-extrabold text-slate-900">{card.game.title}</h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-800">
        <dt className="font-semibold">Host</dt>
        <dd>{card.host}</dd>
        <dt className="font-semibold">Players</dt>
        <dd>
          {card.players} of {card.seats}
        </dd>
        <dt className="font-semibold">Status</dt>
        <dd>{STATUS[card.status]}</dd>
      </dl>
      <div className="mt-5">
        <RaceActions card={card} signedIn={signedIn} />
      </div>
    </section>
  );
}

function RaceActions({ card, signedIn }: { card: Card; signedIn: boolean }) {
  if (card.hosting)
    return (
      <>
        <p className="font-semibold text-slate-900">This is your class race!</p>
        <Link to={`/class-races/${card.id}`} className="btn-primary mt-3">
          Open the projector view
        </Link>
      </>
    );
  if (card.joined)
    return (
      <>
        <p className="font-semibold text-slate-900">You are in this race.</p>
        <Link to={`/class-races/${card.id}/play`} className="btn-primary mt-3">
          Go to the race
        </Link>
      </>
    );
  if (card.refusal)
    return (
      <>
        <p role="alert" className="font-semibold text-slate-900">
          {card.refusal}
        </p>
        <Link to="/games" className="btn-primary mt-3">
          Browse Games
        </Link>
      </>
    );
  const action = `/class-races/${card.id}/join`;
  if (signedIn)
    return (
      <Form method="post" action={action}>
        <SubmitButton name="intent" value="join-race" className="btn-primary w-full text-lg sm:w-auto">
          Join the race
        </SubmitButton>
      </Form>
    );
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-3">
        <Link to={loginPath(`/join/${card.code}`)} className="btn-primary">
          Sign in to join
        </Link>
        {card.visitorsAllowed ? (
          <Form method="post" action={action} className="flex flex-wrap items-end gap-2">
            <Label className="text-sm font-semibold text-slate-800">
              Your first name or a nickname (optional)
              <input
                name="name"
                maxLength={15}
                autoComplete="off"
                placeholder="Leave empty for a made-up one"
                className="input mt-1 block w-72 max-w-full"
              />
            </Label>
            <SubmitButton name="intent" value="join-race-visitor" className="btn-secondary">
              Join as a visitor
            </SubmitButton>
          </Form>
        ) : null}
      </div>
      <p className="text-sm text-slate-700">
        {card.visitorsAllowed
          ? "Signed-in players earn Clever Coins. Visitors race under a first name or a made-up nickname and earn nothing."
          : "The host has switched off joining as a visitor."}
      </p>
    </div>
  );
}
