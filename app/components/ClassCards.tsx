/**
 * A student's classes on /, /games and /profile: a race their teacher opened for the class (Join,
 * no code to type), and their homework: who set it, how far they are, when it is due, and Play.
 */
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { HomeworkCard } from "~/models/classes/homework-cards.server";
import type { RaceInvite } from "~/models/classes/race-invites.server";
import { SubmitButton } from "~/components/forms";

export function ClassCards({ homework, races }: { homework: HomeworkCard[]; races: RaceInvite[] }) {
  const { t } = useTranslation();
  if (homework.length === 0 && races.length === 0) return null;
  return (
    <section aria-labelledby="class-cards-title" className="mt-8">
      <h2 id="class-cards-title" className="text-2xl font-bold text-slate-900">
        {races.length > 0 ? t("classCards.fromClasses") : t("classCards.homework")}
      </h2>
      <ul className="mt-3 grid gap-3 md:grid-cols-2" data-testid="class-cards">
        {races.map((race) => (
          <li key={race.raceId} className="card flex flex-col gap-2 border-l-4 border-l-amber-500 p-4" data-testid="race-invite">
            <p className="font-bold text-slate-900">{t("classCards.raceOpened", { from: race.from, game: race.gameTitle })}</p>
            <p className="text-sm text-slate-600">{race.className}</p>
            <Form method="post" action={`/class-races/${race.raceId}/join`}>
              <SubmitButton name="intent" value="join-race" className="btn-primary">
                {t("classCards.join")}
              </SubmitButton>
            </Form>
          </li>
        ))}
        {homework.map((card) => (
          <li key={card.id} className="card flex flex-col gap-2 border-l-4 border-l-indigo-500 p-4">
            <p className="font-bold text-slate-900">
              {t("classCards.homeworkFrom", { from: card.from, progress: card.progress, due: card.due })}
            </p>
            <p className="text-slate-700">{card.task}</p>
            <p className="text-sm text-slate-600">{card.className}</p>
            {card.status === "done" ? null : (
              <Link to={card.playHref} className="btn-primary self-start">
                {t("classCards.play")}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
