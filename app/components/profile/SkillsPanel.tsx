/** The child's own skills, game by game: what they have mastered and what they are practising. */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SkillState } from "~/components/teach/SkillsTable";

export function SkillsPanel({ games }: { games: { game: string; mastered: string[]; practising: string[] }[] }) {
  const { t } = useTranslation("profile");
  if (games.length === 0)
    return (
      <section className="card p-5" aria-labelledby="my-skills">
        <h2 id="my-skills" className="text-xl font-bold">
          {t("tabs.skills")}
        </h2>
        <p className="mt-2 text-slate-800">
          {t("skills.none")}{" "}
          <Link to="/games" className="font-semibold text-indigo-800 underline">
            {t("skills.pick")}
          </Link>
        </p>
      </section>
    );
  return (
    <div className="grid gap-4">
      {games.map((game) => (
        <section key={game.game} className="card p-5" aria-label={game.game} data-testid="my-skills-game">
          <h2 className="text-xl font-bold">{game.game}</h2>
          {(["mastered", "practising"] as const).map((status) =>
            game[status].length > 0 ? (
              <div key={status} className="mt-3">
                <h3 className="text-lg font-bold text-slate-900">
                  <SkillState status={status} />
                </h3>
                <ul className="mt-1 flex flex-wrap gap-2">
                  {game[status].map((name) => (
                    <li key={name} className={`pill ${status === "mastered" ? "bg-green-100 text-green-950" : "bg-sky-50 text-sky-950"}`}>
                      {name}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null,
          )}
        </section>
      ))}
    </div>
  );
}
