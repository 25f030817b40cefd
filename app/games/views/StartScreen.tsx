import { Form, useNavigation } from "@remix-run/react";

export function LoadingGame() {
  return (
    <p role="status" className="card p-10 text-center text-lg font-semibold text-slate-700">
      Loading game...
    </p>
  );
}

/** In a Start form: the daily challenge the new run is played for, if any. */
export function ChallengeField({ challengeId }: { challengeId: string | null }) {
  return challengeId ? <input type="hidden" name="challenge" value={challengeId} /> : null;
}

/** The start screen; while the start is being posted it becomes the loading screen. */
export function StartScreen({ howToPlay, challengeId }: { howToPlay: string; challengeId: string | null }) {
  const navigation = useNavigation();
  if (navigation.state !== "idle" && navigation.formData?.get("intent") === "start") return <LoadingGame />;
  return (
    <div className="card p-6 text-center">
      <h2 className="text-xl font-bold">Ready to play?</h2>
      <p className="mx-auto mt-2 max-w-xl text-slate-700">{howToPlay}</p>
      <p className="mt-2 text-sm text-slate-600">Press Enter to answer. Backspace on an empty answer starts over.</p>
      <Form method="post" className="mt-6">
        <ChallengeField challengeId={challengeId} />
        <button type="submit" name="intent" value="start" className="btn-primary px-8 text-lg">
          Start Game
        </button>
      </Form>
    </div>
  );
}
