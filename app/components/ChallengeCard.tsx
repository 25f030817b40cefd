import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AUTH_LOGIN, loginPath } from "~/utils/login";
import type { ChallengeStatus } from "~/models/challenges/board.server";
import type { DailyChallenge } from "~/models/challenges/daily.server";
import { CategoryBadge } from "./GameCard";
import { SubmitButton } from "~/components/forms";

export type ChallengeCardData = DailyChallenge & { status: ChallengeStatus };

const stateClasses = "btn w-full cursor-default";

/**
 * A daily challenge with its one button: sign in (coming back to `pagePath`), play its game,
 * or why it cannot be played (done, or the day's limit reached).
 */
export function ChallengeCard({ challenge, pagePath }: { challenge: ChallengeCardData; pagePath: string }) {
  const { t } = useTranslation();
  return (
    <article className="card flex flex-col gap-3 p-5">
      <div className="flex items-center justify-between gap-2">
        <CategoryBadge category={challenge.category} />
        <span className="pill bg-amber-100 text-amber-900">{t("challengeCard.reward", { reward: challenge.reward })}</span>
      </div>
      <h3 className="text-lg font-bold text-slate-900">{challenge.title}</h3>
      <p className="flex-1 text-sm text-slate-700">{challenge.description}</p>
      {challenge.status === "sign-in" ? (
        <Link to={loginPath(pagePath, { via: AUTH_LOGIN })} className="btn-secondary w-full">
          {t("challengeCard.signIn")}
        </Link>
      ) : challenge.status === "available" ? (
        <Link to={challenge.playHref} className="btn-primary w-full">
          {t("challengeCard.play")}
          <span className="sr-only">: {challenge.title}</span>
        </Link>
      ) : challenge.status === "completed" ? (
        <p className={`${stateClasses} bg-green-100 text-green-900`}>
          <span aria-hidden="true">✓&nbsp;</span>
          {t("challengeCard.completed")}
        </p>
      ) : (
        <p className={`${stateClasses} bg-slate-100 text-slate-700`}>{t("challengeCard.limit")}</p>
      )}
    </article>
  );
}

/**
 * Refresh: posts to /challenges, which makes sure today's challenges exist, then comes back to
 * `pagePath` (with a 'Challenge Generation Failed' toast when they could not be made). A form, so
 * it works without JavaScript.
 */
export function RefreshChallenges({ pagePath, className = "btn-secondary" }: { pagePath: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <Form method="post" action="/challenges">
      <input type="hidden" name="redirectTo" value={pagePath} />
      <SubmitButton className={className}>
        {t("challengeCard.refresh")}
        <span className="sr-only">{t("challengeCard.refreshSpoken")}</span>
      </SubmitButton>
    </Form>
  );
}
