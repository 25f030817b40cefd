import { Link } from "@remix-run/react";
import { Trans, useTranslation } from "react-i18next";

/** On a game's page: the daily challenge the player is playing for, or has completed. */
export function ChallengeNote({ challenge }: { challenge: { title: string; reward: number; goalCorrect: number; completed: boolean } }) {
  const { t } = useTranslation("play");
  const values = { title: challenge.title, reward: challenge.reward, count: challenge.goalCorrect };
  return (
    <p
      data-testid="challenge-note"
      className="mt-6 flex flex-wrap items-center justify-between gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900"
    >
      <span>
        {challenge.completed ? (
          <Trans t={t} i18nKey="challenge.completed" values={values} components={{ strong: <strong /> }} />
        ) : (
          <Trans
            t={t}
            i18nKey="challenge.playing"
            count={challenge.goalCorrect}
            values={values}
            components={{ strong: <strong />, nowrap: <span className="whitespace-nowrap" /> }}
          />
        )}
      </span>
      <Link to="/challenges" className="font-semibold underline">
        {t("challenge.all")}
      </Link>
    </p>
  );
}
