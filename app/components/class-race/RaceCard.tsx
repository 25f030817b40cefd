import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { RaceCard as Card } from "~/models/class-races/card.server";
import { loginPath } from "~/utils/login";
import { Label, SubmitButton } from "~/components/forms";

const STATUS = { lobby: "card.status.lobby", playing: "status.playing", finished: "status.finished" } as const;

/** /join/{code} for a class race: the race, and the viewer's way in (or why there is none). */
export function RaceCard({ card, signedIn }: { card: Card; signedIn: boolean }) {
  const { t } = useTranslation("classrace");
  return (
    <section aria-label={t("banner.race")} className="card p-6" data-testid="class-race-card">
      <p className="pill bg-sky-100 text-sky-900">{t("banner.race")}</p>
      <h2 className="mt-2 text-2xl font-extrabold text-slate-900">{card.game.title}</h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-800">
        <dt className="font-semibold">{t("card.host")}</dt>
        <dd>{card.host}</dd>
        <dt className="font-semibold">{t("report.playersTitle")}</dt>
        <dd>{t("card.players", { players: card.players, seats: card.seats })}</dd>
        <dt className="font-semibold">{t("card.status.label")}</dt>
        <dd>{t(STATUS[card.status])}</dd>
      </dl>
      <div className="mt-5">
        <RaceActions card={card} signedIn={signedIn} />
      </div>
    </section>
  );
}

function RaceActions({ card, signedIn }: { card: Card; signedIn: boolean }) {
  const { t } = useTranslation("classrace");
  if (card.hosting)
    return (
      <>
        <p className="font-semibold text-slate-900">{t("card.yours")}</p>
        <Link to={`/class-races/${card.id}`} className="btn-primary mt-3">
          {t("card.openProjector")}
        </Link>
      </>
    );
  if (card.joined)
    return (
      <>
        <p className="font-semibold text-slate-900">{t("card.joined")}</p>
        <Link to={`/class-races/${card.id}/play`} className="btn-primary mt-3">
          {t("card.go")}
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
          {t("browseGames")}
        </Link>
      </>
    );
  const action = `/class-races/${card.id}/join`;
  if (signedIn)
    return (
      <Form method="post" action={action}>
        <SubmitButton name="intent" value="join-race" className="btn-primary w-full text-lg sm:w-auto">
          {t("card.join")}
        </SubmitButton>
      </Form>
    );
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-3">
        <Link to={loginPath(`/join/${card.code}`)} className="btn-primary">
          {t("card.signIn")}
        </Link>
        {card.visitorsAllowed ? (
          <Form method="post" action={action} className="flex flex-wrap items-end gap-2">
            <Label className="text-sm font-semibold text-slate-800">
              {t("card.name")}
              <input
                name="name"
                maxLength={15}
                autoComplete="off"
                placeholder={t("card.namePlaceholder")}
                className="input mt-1 block w-72 max-w-full"
              />
            </Label>
            <SubmitButton name="intent" value="join-race-visitor" className="btn-secondary">
              {t("card.visitor")}
            </SubmitButton>
          </Form>
        ) : null}
      </div>
      <p className="text-sm text-slate-700">{card.visitorsAllowed ? t("card.visitorsHelp") : t("card.visitorsOff")}</p>
    </div>
  );
}
