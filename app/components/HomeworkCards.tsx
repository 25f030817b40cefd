/** A student's homework on /, /games and /profile: who set it, how far they are, when it is due, and a Play button. */
import { Link } from "@remix-run/react";
import type { HomeworkCard } from "~/models/classes/homework-cards.server";

export function HomeworkCards({ cards }: { cards: HomeworkCard[] }) {
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="homework-cards-title" className="mt-8">
      <h2 id="homework-cards-title" className="text-2xl font-bold text-slate-900">
        Homework
      </h2>
      <ul className="mt-3 grid gap-3 md:grid-cols-2" data-testid="homework-cards">
        {cards.map((card) => (
          <li key={card.id} className="card flex flex-col gap-2 border-l-4 border-l-indigo-500 p-4">
            <p className="font-bold text-slate-900">
              Homework from {card.from}: {card.progress}, due {card.due}
            </p>
            <p className="text-slate-700">{card.task}</p>
            <p className="text-sm text-slate-600">{card.className}</p>
            {card.status === "done" ? null : (
              <Link to={card.playHref} className="btn-primary self-start">
                Play
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
