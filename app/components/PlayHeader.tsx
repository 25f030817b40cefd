import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { gameShareText } from "~/utils/share";
import { CategoryBadge, type GameCardGame } from "./GameCard";
import { ShareMenu } from "./ShareMenu";

/**
 * The top of a game's play page: back to the games and Share, the game's labels (with the invite
 * code of the player's live session), its title and description, the player's best and its ages.
 * While a round runs only the way back and the title stay, so that on a phone the question, the
 * answer and the feedback fit on the screen (issue 35's phone-first stage); during a friend race
 * (which starts live) CSS hides the rest (`.play-intro`, tailwind.css).
 */
export function PlayHeader({
  game,
  shareUrl,
  signedIn,
  inviteCode,
  best,
  playing = false,
}: {
  game: Omit<GameCardGame, "imageUrl">;
  shareUrl: string;
  signedIn: boolean;
  /** The player's live session of this game. */
  inviteCode: string | null;
  best: number | null;
  /** A round is running: nothing between the player and the stage. */
  playing?: boolean;
}) {
  const { t } = useTranslation("play");
  if (playing) {
    return (
      <div className="flex items-center gap-3">
        <Link to="/games" className="shrink-0 whitespace-nowrap text-sm font-semibold text-indigo-700 hover:underline">
          {t("header.back")}
        </Link>
        <h1 className="min-w-0 truncate text-lg font-extrabold">{game.title}</h1>
      </div>
    );
  }
  return (
    <>
      <div className="flex items-center justify-between gap-4">
        <Link to="/games" className="text-sm font-semibold text-indigo-700 hover:underline">
          {t("header.back")}
        </Link>
        <div className="play-intro">
          <ShareMenu url={shareUrl} text={gameShareText(game.title)} gameId={game.id} canEarn={signedIn} />
        </div>
      </div>
      <div className="play-intro mt-6 flex flex-wrap gap-2">
        <CategoryBadge category={game.category} />
        {game.isPremium && game.category !== "premium" ? (
          <span className="pill bg-amber-100 text-amber-900">{t("header.premium")}</span>
        ) : null}
        {game.isMultiplayer ? <span className="pill bg-sky-100 text-sky-900">{t("header.multiplayer")}</span> : null}
        {inviteCode ? (
          <span className="pill bg-green-100 text-green-900">
            {t("header.sessionActive")} <span className="ml-1 font-mono">{inviteCode}</span>
          </span>
        ) : null}
      </div>
      <h1 className="play-title mt-3 text-3xl font-extrabold">{game.title}</h1>
      {/* The catalogue's description is for the grown-ups choosing a game; on a phone the start
          screen's own short words say what to do, and Start Game stays in the first screen. */}
      <p className="play-intro mt-2 hidden text-slate-700 sm:block">{game.description}</p>
      <p className="play-intro mt-2 flex flex-wrap gap-x-4 text-sm font-medium text-slate-600">
        {best !== null ? <span>{t("header.best", { best })}</span> : null}
        <span>{t("ages.range", { min: game.minAge, max: game.maxAge })}</span>
      </p>
    </>
  );
}

/** The foot of a game's play page: sign in to earn (for a visitor), or what sharing the game pays. */
export function PlayFootnote({ signIn }: { signIn: string | null }) {
  const { t } = useTranslation("play");
  return (
    <p className="mt-8 rounded-xl bg-indigo-50 px-4 py-3 text-sm text-indigo-900">
      {signIn ? (
        <>
          <Link to={signIn} className="font-semibold underline">
            {t("results.signIn")}
          </Link>{" "}
          {t("footnote.signInRest")}
        </>
      ) : (
        t("footnote.share")
      )}
    </p>
  );
}
