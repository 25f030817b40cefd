/**
 * A run in play. Server-rendered it is a plain form per question (feedback of the last answer,
 * the question, the time left as of render). With JavaScript the same form is answered through a
 * fetcher: the server's reply brings the feedback (shown for the game's feedback time), the next
 * state and question; the countdown runs, and the run finishes by itself at zero. The browser
 * never has the run's seed, so it cannot work out an answer before the question is shown.
 */
import { Form, Link, useFetcher, useLocation, useNavigate, useRevalidator, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { Feedback, PlayActionData, RunView } from "../run-view";
import type { GameKey } from "../types";
import { QuestionView } from "./QuestionView";
import { LoadingGame } from "./StartScreen";

/** The countdown turns red at this many seconds or fewer. */
const RED_AT_SECONDS = 10;

/** The server's clock (as of the page's render, then ticking), so a wrong local clock does not matter. */
function useServerClock(serverNow: string, ticking: boolean): number {
  const offset = useRef(Date.parse(serverNow) - Date.now());
  const [now, setNow] = useState(() => Date.parse(serverNow));
  useEffect(() => {
    if (!ticking) return;
    const tick = () => setNow(Date.now() + offset.current);
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

function formatClock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

export function RunPlayer({
  gameKey,
  run,
  serverNow,
  actionData,
}: {
  gameKey: GameKey;
  run: RunView;
  serverNow: string;
  actionData?: PlayActionData;
}) {
  const hydrated = useHydrated();
  const now = useServerClock(serverNow, hydrated);
  const fetcher = useFetcher<PlayActionData>();
  const submit = useSubmit();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const location = useLocation();

  const [current, setCurrent] = useState({
    state: run.state,
    question: run.question,
  });
  const [feedback, setFeedback] = useState<Feedback | null>(run.feedback);
  const [error, setError] = useState(actionData?.field ? actionData.error : undefined);
  /** The question whose answer awaits the server's reply. */
  const [pending, setPending] = useState<number | null>(null);
  /** The feedback's time on screen: not started (null), running (false), over (true). */
  const [feedbackDone, setFeedbackDone] = useState<boolean | null>(null);
  const [finishing, setFinishing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  const remainingMs = Math.max(0, Date.parse(run.deadline) - now);
  const seconds = Math.min(run.durationSeconds, Math.ceil(remainingMs / 1000));
  const timeUp = remainingMs <= 0;
  // The loading screen before answers count; without JavaScript the page reloads itself when it
  // is over (a refresh in <noscript>, so a page with JavaScript never reloads).
  const loading = now < Date.parse(run.playsFrom);
  const { state, question } = current;

  function showFeedback(shown: Feedback) {
    setFeedback(shown);
    setFeedbackDone(false);
    timer.current = setTimeout(() => setFeedbackDone(true), shown.correct ? run.feedbackMs.correct : run.feedbackMs.wrong);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Only runs with JavaScript; without it the form posts and the next page answers.
    event.preventDefault();
    if (pending !== null || timeUp || finishing) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const raw = question.kind === "choice" ? (submitter?.value ?? "") : String(new FormData(event.currentTarget).get("answer") ?? "");
    setError(undefined);
    setFeedbackDone(null);
    setPending(state.index);
    fetcher.submit(
      {
        intent: "answer",
        runId: run.id,
        index: String(state.index),
        answer: raw,
        mode: "json",
      },
      { method: "post" },
    );
  }

  // The server's reply, once the feedback has had its time: the next question (or the results).
  useEffect(() => {
    const reply = fetcher.data;
    if (pending === null || fetcher.state !== "idle" || reply?.answeredIndex !== pending) return;
    if (reply.over) {
      setPending(null);
      setFinishing(true);
      revalidator.revalidate(); // the page now shows the results
      return;
    }
    if (reply.feedback && feedbackDone === null) return showFeedback(reply.feedback);
    if (feedbackDone === false) return;
    setPending(null);
    setFeedback(null);
    setFeedbackDone(null);
    if (reply.state && reply.question) setCurrent({ state: reply.state, question: reply.question });
    if (reply.error && reply.field) setError(reply.error);
    // showFeedback only sets state and a timer: it need not run the effect again when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pending, feedbackDone, fetcher.state, fetcher.data, revalidator]);

  // At zero the run finishes by itself, after the last answer's reply.
  useEffect(() => {
    if (!hydrated || !timeUp || finishing || pending !== null) return;
    setFinishing(true);
    submit({ intent: "finish", runId: run.id }, { method: "post", replace: true });
  }, [hydrated, timeUp, finishing, pending, submit, run.id]);

  // Backspace on an empty answer (or away from the answer box) starts over (the spec): score and
  // time reset. Children press it again and again on an empty box, so it asks first; pressed
  // again while it asks, it keeps asking. Escape keeps playing.
  const [confirmingRestart, setConfirmingRestart] = useState(false);
  const keepPlaying = useRef<HTMLButtonElement>(null);
  const answerForm = useRef<HTMLFormElement>(null);
  function resume() {
    setConfirmingRestart(false);
    answerForm.current?.querySelector<HTMLElement>("[name=answer]")?.focus();
  }
  useEffect(() => {
    if (confirmingRestart) keepPlaying.current?.focus();
  }, [confirmingRestart]);
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape" && confirmingRestart) return resume();
    if (event.key !== "Backspace") return;
    const target = event.target;
    if (target instanceof HTMLInputElement && target.value !== "") return;
    event.preventDefault();
    if (!loading && !finishing && !timeUp) setConfirmingRestart(true);
  }

  const busy = pending !== null || finishing || timeUp;
  return (
    // The Backspace shortcut, caught as keys bubble up from the answer box: the box is not a control.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div onKeyDown={onKeyDown} className="card p-6">
      <dl className="flex flex-wrap justify-between gap-4 text-sm font-semibold text-slate-700">
        <div className="flex gap-1">
          <dt>Score:</dt>
          <dd data-testid="score">{state.score}</dd>
        </div>
        <div className="flex gap-1">
          <dt>Question:</dt>
          <dd>{state.index + 1}</dd>
        </div>
        <div className="flex gap-1">
          <dt>Time left:</dt>
          <dd className={seconds <= RED_AT_SECONDS ? "text-red-700" : undefined} data-testid="time-left">
            {formatClock(seconds)}
          </dd>
        </div>
      </dl>

      {loading ? (
        <div className="mt-6">
          <LoadingGame />
          {hydrated ? null : (
            <noscript>
              <meta httpEquiv="refresh" content={String(Math.max(1, Math.ceil((Date.parse(run.playsFrom) - now) / 1000)))} />
            </noscript>
          )}
        </div>
      ) : finishing || (hydrated && timeUp) ? (
        <p role="status" className="mt-6 text-center text-lg font-semibold">
          Time&apos;s up! Counting your score...
        </p>
      ) : (
        <Form ref={answerForm} method="post" replace onSubmit={onSubmit} className="mt-6">
          <input type="hidden" name="intent" value="answer" />
          <input type="hidden" name="runId" value={run.id} />
          <input type="hidden" name="index" value={state.index} />
          <QuestionView
            key={state.index}
            gameKey={gameKey}
            question={question}
            disabled={busy}
            error={error}
            defaultAnswer={actionData?.answer}
            feedback={pending !== null ? feedback : null}
          />
        </Form>
      )}

      {confirmingRestart ? (
        <div
          role="alertdialog"
          aria-labelledby="restart-title"
          aria-describedby="restart-text"
          className="mt-4 rounded-xl border-2 border-amber-400 bg-amber-50 p-4"
        >
          <p id="restart-title" className="text-lg font-bold text-amber-950">
            Start over?
          </p>
          <p id="restart-text" className="mt-1 text-amber-950">
            Your score and time in this game will be lost.
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button ref={keepPlaying} type="button" className="btn-primary" onClick={resume}>
              Keep playing
            </button>
            <button type="button" className="btn-secondary" onClick={() => navigate(location.pathname)}>
              Start over
            </button>
          </div>
        </div>
      ) : null}

      <div role="status" aria-live="polite" className="mt-4 min-h-6">
        {feedback ? <FeedbackNote feedback={feedback} latest={pending !== null} /> : null}
      </div>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
        <Link to={location.pathname} className="text-sm font-semibold text-indigo-700 hover:underline">
          Restart
        </Link>
        <Form method="post" replace>
          <input type="hidden" name="intent" value="finish" />
          <input type="hidden" name="runId" value={run.id} />
          <button type="submit" className="btn-secondary" disabled={pending !== null || finishing}>
            Finish Game
          </button>
        </Form>
      </div>
    </div>
  );
}

/** Right or wrong, the right answer, and Logic Lab's explanation. */
function FeedbackNote({ feedback, latest }: { feedback: Feedback; latest: boolean }) {
  const lead = latest ? "" : "Last answer: ";
  return (
    <div className={`rounded-lg px-4 py-3 ${feedback.correct ? "bg-green-50 text-green-900" : "bg-red-50 text-red-900"}`}>
      <p className="font-semibold">
        {lead}
        {feedback.correct
          ? `Correct! +${feedback.points} ${feedback.points === 1 ? "point" : "points"}`
          : `Not quite! The answer was ${feedback.correctAnswer}.`}
      </p>
      {feedback.explanation ? <p className="mt-1 text-sm">{feedback.explanation}</p> : null}
    </div>
  );
}
