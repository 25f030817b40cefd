import { Form, Link, useNavigation } from "@remix-run/react";
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
  const navigation = useNavigation();
  const about = `Answer up to ${PLACEMENT_LENGTH} questions, about 2 minutes with no clock, and we will find the level that fits you.`;
  const note = "It is just a check: it earns no coins, stars or badges, and nobody sees your score.";
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
        <h2 className="text-2xl font-extrabold">New here? Find your level</h2>
        <SpeakButton text={`Find your level. ${about} ${note}`} label="Read this aloud" />
      </div>
      <p className="mt-2 sm:text-lg">{about}</p>
      <p data-testid="placement-pays-nothing" className="mt-3 rounded-xl bg-white/90 px-3 py-2 font-semibold text-slate-900">
        {note}
      </p>
      <Form method="post" className="start-row mt-4">
        <input type="hidden" name="placement" value="yes" />
        <SubmitButton name="intent" value="start" className="stage-go">
          Find my level
        </SubmitButton>
        <Link to={skip} className="placement-skip">
          Skip
        </Link>
      </Form>
    </div>
  );
}
