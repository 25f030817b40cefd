import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PLACEMENT_LENGTH } from "~/games/learning/placement";
import type { GameKey } from "~/games/types";
import { SubmitButton } from "~/components/forms";
import { SpeakButton } from "./read-aloud";
import { LoadingGame } from "./StartScreen";

/**
 * "Find my level" (docs/decisions/placement.md), above the usual start screen: what the check is,
 * that it pays nothing, and its start; Skip folds it away. In one plain form, so it works without JavaScript.
 */
export function PlacementOffer({ gameKey, skip }: { gameKey: GameKey; skip: string }) {
  const { t } = useTranslation("play");
  const navigation = useNavigation();
  const about = t("placement.about", { questions: PLACEMENT_LENGTH });
  const note = t("placement.note");
  if (navigation.state !== "idle" && navigation.formData?.get("placement") === "yes") {
    return (
      <div className="stage" data-game={gameKey}>
        <LoadingGame />
      </div>
    );
  }
  return (
    <div className="stage" data-game={gameKey} data-testid="placement-offer">
      <div className="flex items-center gap-3">
        <h2 className="text-2xl font-extrabold">{t("placement.title")}</h2>
        <SpeakButton text={t("placement.spoken", { about, note })} label={t("start.readAloud")} />
      </div>
      <p className="mt-2 sm:text-lg">{about}</p>
      <p data-testid="placement-pays-nothing" className="mt-3 rounded-xl bg-white/90 px-3 py-2 font-semibold text-slate-900">
        {note}
      </p>
      <Form method="post" className="start-row mt-4">
        <input type="hidden" name="placement" value="yes" />
        <SubmitButton name="intent" value="start" className="stage-go">
          {t("start.findLevel")}
        </SubmitButton>
        <Link to={skip} className="placement-skip">
          {t("placement.skip")}
        </Link>
      </Form>
    </div>
  );
}
