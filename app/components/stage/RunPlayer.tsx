/**
 * A run in play. Server-rendered it is a plain form per question (feedback of the last answer,
 * the question, the time left as of render). With JavaScript the same form is answered through a
 * fetcher (in a class race, over the race's socket when it is open): the server's reply brings the
 * feedback (shown for the game's feedback time), the next state and question; the countdown runs,
 * and the run finishes by itself at zero. The browser never has the run's seed, so it cannot work
 * out an answer before the question is shown.
 *
 * Every child can play it (docs/decisions/relaxed-timer.md): after each answer the focus is back
 * where the next one is typed or chosen; a screen reader is told the question, the feedback and
 * the time warnings once each, in order (stage-log.tsx); the youngest levels read each question
 * aloud; a relaxed run shows more time, or no clock at all.
 */
import { Form, Link, useFetcher, useLocation, useNavigate, useRevalidator, useSubmit } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { runLanguage } from "~/games/language";
import { levelFor } from "~/games/levels";
import type { Feedback, PlayActionData, RaceNews, RunView } from "~/games/run-view";
import { feedbackLine, questionLine, spokenQuestion } from "~/games/speech/spoken";
import type { GameKey } from "~/games/types";
import { SubmitButton } from "~/components/forms";
import { FeedbackNote } from "./FeedbackNote";
import { Hud } from "./Hud";
import { answerOnClassRaceSocket } from "~/utils/class-race-answers";
import { RestartDialog, useRestartShortcut } from "./restart";
import { useServerClock } from "./server-clock";
import { useComfortSwitch } from "./comfort-switch";
import { ReadAloudSwitch, speak } from "./read-aloud";
import { SoundSwitch, useStageSound } from "./sound-switch";
import { StageLog, useStageLog } from "./stage-log";
import { announcement, TimeBar } from "./TimeBar";
import { StageLevel } from "./StageLevel";
import { StageQuestion } from "./StageQuestion";
import { LoadingGame } from "./StartScreen";

export function RunPlayer({
  gameKey,
  run,
  serverNow,
  actionData,
  raceId,
  onRaceNews,
}: {
  gameKey: GameKey;
  run: RunView;
  serverNow: string;
  actionData?: PlayActionData;
  /** The class race this run is a player's run of: answers go on its socket while it is open. */
  raceId?: string;
  /** A class race's mode made something of an answer: its words go to the polite log, the rest to the page. */
  onRaceNews?: (news: RaceNews) => void;
}) {
  const { t } = useTranslation("play");
  const hydrated = useHydrated();
  const now = useServerClock(serverNow, hydrated);
  const fetcher = useFetcher<PlayActionData>();
  const submit = useSubmit();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const location = useLocation();

  const stage = useRef<HTMLDivElement>(null);
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
  /** The last reply that came on the race's socket (the fetcher holds those that were posted). */
  const [socketReply, setSocketReply] = useState<PlayActionData | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  /** The answer whose mode news was told (a reply is looked at more than once). */
  const toldNews = useRef<number | null>(null);

  const remainingMs = Math.max(0, Date.parse(run.deadline) - now);
  const seconds = Math.min(run.durationSeconds, Math.ceil(remainingMs / 1000));
  const timeUp = remainingMs <= 0;
  // The loading screen before answers count; without JavaScript the page reloads itself when it
  // is over (a refresh in <noscript>, so a page with JavaScript never reloads).
  const loading = now < Date.parse(run.playsFrom);
  const { state, question } = current;

  const sound = useStageSound();
  const { play } = sound;
  // The last seconds tick (5 to 1), and the end sounds once.
  const lastTick = useRef<number | null>(null);
  useEffect(() => {
    if (!hydrated || loading || seconds > 5 || seconds < 1 || lastTick.current === seconds) return;
    lastTick.current = seconds;
    play("tick");
  }, [hydrated, loading, seconds, play]);
  const ended = useRef(false);
  const playEnd = useCallback(() => {
    if (ended.current) return;
    ended.current = true;
    play("end");
  }, [play]);

  const log = useStageLog();
  const { say } = log;
  const [readAloud, setReadAloud] = useComfortSwitch("readAloud");
  const level = state.level === undefined ? undefined : levelFor(gameKey, state.level);
  // The run's language, fixed when it started: its questions, feedback and reading aloud.
  const lang = runLanguage(state);
  // The levels for ages 5-7 read each new question by itself, unless the player turned it off.
  const autoRead = readAloud && level !== undefined && level.ages[0] <= 7;
  const timed = run.timer !== "none";
  // A placement check ends after its last question, not on a clock.
  const endLine = state.placement ? t("stage.findingLevel") : t("stage.counting");

  // A new question: told to screen readers, read aloud on the youngest levels, and (after an
  // answer) given the focus where its answer is typed or chosen.
  const asked = useRef<number | null>(null);
  const questionShown = hydrated && !loading && !finishing && !timeUp;
  useEffect(() => {
    if (!questionShown || asked.current === state.index) return;
    const first = asked.current === null;
    asked.current = state.index;
    say(questionLine(gameKey, question, state.index + 1, lang));
    if (autoRead) speak(spokenQuestion(gameKey, question, lang), lang);
    if (!first || !stage.current?.contains(document.activeElement)) {
      stage.current?.querySelector<HTMLElement>("[name=answer]")?.focus();
    }
    // Once per question: the read-aloud switch changing does not ask it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [questionShown, state.index, say, gameKey, question]);

  // The time warnings (1 minute, 30 and 10 seconds left), each once, after what came before them.
  const warning = timed && hydrated && !loading ? announcement(seconds, run.durationSeconds, t) : "";
  useEffect(() => {
    if (warning && warning !== t("time.up")) say(warning);
  }, [warning, say, t]);
  useEffect(() => {
    if (finishing) say(endLine);
  }, [finishing, say, endLine]);

  function showFeedback(shown: Feedback) {
    say([feedbackLine(shown, lang), shown.explanation].filter(Boolean).join(" "));
    if (!shown.correct) sound.play("wrong");
    // Every third right answer in a row: the streak sound (Brain Blitz's multiplier goes up).
    else sound.play((state.streak + 1) % 3 === 0 ? "streak" : "right");
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
    const index = state.index;
    const post = () =>
      fetcher.submit({ intent: "answer", runId: run.id, index: String(index), answer: raw, mode: "json" }, { method: "post" });
    if (!raceId) return post();
    void answerOnClassRaceSocket(raceId, { runId: run.id, index, answer: raw }).then((reply) =>
      reply ? setSocketReply({ ...reply, answeredIndex: index }) : post(),
    );
  }

  // The server's reply, once the feedback has had its time: the next question (or the results).
  useEffect(() => {
    const reply = socketReply?.answeredIndex === pending ? socketReply : fetcher.state === "idle" ? fetcher.data : undefined;
    if (pending === null || reply?.answeredIndex !== pending) return;
    if (reply.race && toldNews.current !== pending) {
      toldNews.current = pending;
      say(reply.race.said.join(" "));
      onRaceNews?.(reply.race);
    }
    // The last answer of a set that runs out (sets/) comes with its feedback, shown before the results.
    if (reply.feedback && feedbackDone === null) return showFeedback(reply.feedback);
    if (feedbackDone === false) return;
    if (reply.over) {
      setPending(null);
      setFinishing(true);
      revalidator.revalidate(); // the page now shows the results
      return;
    }
    setPending(null);
    // The feedback stays under the next question as "Last answer: …" (as without JavaScript), for a child who reads slowly.
    setFeedbackDone(null);
    if (reply.state && reply.question) setCurrent({ state: reply.state, question: reply.question });
    if (reply.error && reply.field) setError(reply.error);
    // showFeedback only sets state and a timer: it need not run the effect again when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pending, feedbackDone, fetcher.state, fetcher.data, socketReply, revalidator]);

  // At zero the run finishes by itself, after the last answer's reply.
  useEffect(() => {
    if (!hydrated || !timeUp || finishing || pending !== null) return;
    setFinishing(true);
    playEnd();
    submit({ intent: "finish", runId: run.id }, { method: "post", replace: true });
  }, [hydrated, timeUp, finishing, pending, submit, run.id, playEnd]);

  const restart = useRestartShortcut(loading || finishing || timeUp);

  // Opened at the game (#stage): once this code has loaded, the stage is on screen.
  useEffect(() => {
    if (window.location.hash === "#stage") stage.current?.scrollIntoView({ block: "start" });
  }, []);

  const busy = pending !== null || finishing || timeUp;
  const shownFeedback = pending !== null ? feedback : null;
  return (
    // data-running: on a phone the site's header scrolls away while the round runs (tailwind.css), so
    // the stage opens just under the way back and the title. The Backspace shortcut is caught as keys
    // bubble up from the answer box: the box is not a control.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={stage}
      id="stage"
      onKeyDown={restart.onKeyDown}
      className="stage scroll-mt-12 sm:scroll-mt-20"
      data-game={gameKey}
      data-running=""
    >
      <Hud gameKey={gameKey} score={state.score} streak={state.streak} index={state.index}>
        {hydrated ? (
          <div className="hud-switches">
            <ReadAloudSwitch on={readAloud} onChange={setReadAloud} />
            <SoundSwitch muted={sound.muted} onChange={sound.setMuted} />
          </div>
        ) : null}
      </Hud>
      <StageLevel level={level} state={state} timer={run.timer} practice={Boolean(run.practice)} />
      {timed ? <TimeBar seconds={seconds} durationSeconds={run.durationSeconds} ticking={hydrated && !loading} announce={false} /> : null}
      <StageLog lines={log.lines} />

      <div className="stage-card" data-feedback={shownFeedback ? (shownFeedback.correct ? "right" : "wrong") : undefined}>
        {loading ? (
          <>
            <LoadingGame />
            {hydrated ? null : (
              <noscript>
                {/* To a URL other than this one: a refresh to this URL and its #stage would only scroll, not reload. */}
                <meta
                  httpEquiv="refresh"
                  content={`${Math.max(1, Math.ceil((Date.parse(run.playsFrom) - now) / 1000))};url=${location.pathname}?run=${run.id}&go=1#stage`}
                />
              </noscript>
            )}
          </>
        ) : finishing || (hydrated && timeUp) ? (
          <p className="stage-loading">{endLine}</p>
        ) : (
          <Form ref={restart.answerForm} method="post" replace onSubmit={onSubmit}>
            <input type="hidden" name="intent" value="answer" />
            <input type="hidden" name="runId" value={run.id} />
            <input type="hidden" name="index" value={state.index} />
            <StageQuestion
              key={state.index}
              gameKey={gameKey}
              question={question}
              disabled={busy}
              error={error}
              defaultAnswer={actionData?.answer}
              feedback={shownFeedback}
              lang={lang}
            />
          </Form>
        )}

        {/* Not a live region: the stage's log tells screen readers the feedback, once. */}
        <div className="mt-2 min-h-6 sm:mt-4">
          {feedback ? <FeedbackNote gameKey={gameKey} feedback={feedback} latest={pending !== null} lang={lang} /> : null}
        </div>
      </div>

      {restart.confirming ? (
        <RestartDialog keepPlaying={restart.keepPlaying} onResume={restart.resume} onStartOver={() => navigate(location.pathname)} />
      ) : null}

      <div className="mt-2 flex flex-wrap items-center justify-between gap-3 sm:mt-4">
        <Link to={location.pathname} className="stage-link">
          {t("stage.restart")}
        </Link>
        <Form method="post" replace onSubmit={playEnd}>
          <input type="hidden" name="intent" value="finish" />
          <input type="hidden" name="runId" value={run.id} />
          <SubmitButton className="stage-small-btn" disabled={pending !== null || finishing}>
            {t("stage.finish")}
          </SubmitButton>
        </Form>
      </div>
    </div>
  );
}
