// A quiz's questions as rows. Without JavaScript, "Add a question" and "Remove" are posts that
// come back with the rows as typed; with it they change the rows in place.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { ANSWER_MAX, EXPLANATION_MAX, QUESTION_MAX, QUESTIONS_MAX, TIME_LIMITS, DEFAULT_TIME_LIMIT } from "~/games/sets/content";
import { emptyRow, type QuizRow, type SetDraft } from "~/utils/set-drafts";
import { Label } from "~/components/forms";

type QuizDraft = Extract<SetDraft, { kind: "quiz" }>;

let nextKey = 0;
const keyed = (row: QuizRow) => ({ row, key: nextKey++ });

export function QuizRows({ draft }: { draft: QuizDraft }) {
  const hydrated = useHydrated();
  const { t } = useTranslation("sets");
  const [rows, setRows] = useState(() => draft.rows.map(keyed));
  return (
    <div className="space-y-4">
      <input type="hidden" name="rows" value={rows.length} />
      <ol className="space-y-4">
        {rows.map(({ row, key }, i) => (
          <li key={key}>
            <fieldset className="rounded-lg border border-slate-200 p-3" data-testid="quiz-row">
              <legend className="px-1 font-semibold text-slate-900">{t("quiz.number", { number: i + 1 })}</legend>
              <Label className="block text-sm text-slate-700">
                {t("csv.quiz.question")}
                <input name={`q${i}`} defaultValue={row.question} maxLength={QUESTION_MAX} className="input mt-1 w-full" />
              </Label>
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                {row.answers.map((answer, n) => (
                  <Label key={n} className="block text-sm text-slate-700">
                    {n >= 2 ? t("quiz.optionalAnswer", { number: n + 1 }) : t("csv.quiz.answer", { number: n + 1 })}
                    <input name={`a${i}_${n + 1}`} defaultValue={answer} maxLength={ANSWER_MAX} className="input mt-1 w-full" />
                  </Label>
                ))}
              </div>
              <div className="mt-2 flex flex-wrap gap-3">
                <Label className="text-sm text-slate-700">
                  {t("quiz.right")}
                  <select name={`right${i}`} defaultValue={row.right.trim()} className="input mt-1 block">
                    <option value="">{t("quiz.choose")}</option>
                    {[1, 2, 3, 4].map((n) => (
                      <option key={n} value={n}>
                        {t("csv.quiz.answer", { number: n })}
                      </option>
                    ))}
                  </select>
                </Label>
                <Label className="text-sm text-slate-700">
                  {t("quiz.time")}
                  <select name={`time${i}`} defaultValue={row.seconds.trim() || String(DEFAULT_TIME_LIMIT)} className="input mt-1 block">
                    {TIME_LIMITS.map((s) => (
                      <option key={s} value={s}>
                        {t("quiz.seconds", { count: s })}
                      </option>
                    ))}
                  </select>
                </Label>
              </div>
              <Label className="mt-2 block text-sm text-slate-700">
                {t("quiz.explanation")}
                <input name={`exp${i}`} defaultValue={row.explanation} maxLength={EXPLANATION_MAX} className="input mt-1 w-full" />
              </Label>
              {/* A submit only without JavaScript (the server removes the row and shows the form again); with it,
                  a plain button that does it in place: nothing is sent, so there is no pending state to show. */}
              {/* eslint-disable-next-line react/button-has-type */}
              <button
                type={hydrated ? "button" : "submit"}
                name="intent"
                value={`remove:${i}`}
                className="btn-secondary mt-2"
                onClick={hydrated ? () => setRows((all) => all.filter((r) => r.key !== key)) : undefined}
              >
                {t("quiz.remove", { number: i + 1 })}
              </button>
            </fieldset>
          </li>
        ))}
      </ol>
      {rows.length < QUESTIONS_MAX ? (
        // As Remove: a submit only without JavaScript.
        // eslint-disable-next-line react/button-has-type
        <button
          type={hydrated ? "button" : "submit"}
          name="intent"
          value="add-row"
          className="btn-secondary"
          onClick={hydrated ? () => setRows((all) => [...all, keyed(emptyRow())]) : undefined}
        >
          {t("quiz.add")}
        </button>
      ) : null}
      <fieldset>
        <legend className="font-medium text-slate-900">{t("quiz.played")}</legend>
        <Label className="mt-1 flex items-center gap-2 text-slate-800">
          <input type="checkbox" name="shuffleQuestions" defaultChecked={draft.shuffleQuestions} className="h-5 w-5" />
          {t("quiz.shuffleQuestions")}
        </Label>
        <Label className="mt-1 flex items-center gap-2 text-slate-800">
          <input type="checkbox" name="shuffleAnswers" defaultChecked={draft.shuffleAnswers} className="h-5 w-5" />
          {t("quiz.shuffleAnswers")}
        </Label>
      </fieldset>
    </div>
  );
}
