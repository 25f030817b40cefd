// What a saved set will show: every word's scramble, or ten sample questions of a math set.
import { useTranslation } from "react-i18next";
import type { SetPreview } from "~/models/sets/editor.server";

export function PreviewPanel({ preview }: { preview: SetPreview }) {
  const { t } = useTranslation("sets");
  return (
    <section aria-labelledby="preview-title" className="rounded-lg bg-indigo-50 p-4" data-testid="set-preview">
      <h2 id="preview-title" className="text-lg font-bold text-indigo-950">
        {t("editor.preview")}
      </h2>
      {preview.kind === "words" ? (
        <>
          <p className="text-sm text-indigo-900">{t("preview.words")}</p>
          <ul className="mt-2 grid gap-1 sm:grid-cols-2">
            {preview.words.map((w) => (
              <li key={w.word} className="break-words">
                <span className="font-mono font-bold tracking-widest">{w.scrambled}</span> → {w.word}
                {w.hint ? <span className="text-slate-700"> ({w.hint})</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : preview.kind === "math" ? (
        <>
          <p className="text-sm text-indigo-900">{t("preview.math")}</p>
          <ol className="mt-2 grid list-decimal gap-1 pl-6 sm:grid-cols-2">
            {preview.questions.map((q, i) => (
              <li key={i}>
                <span className="font-mono">{q.prompt}</span>{" "}
                <span className="text-slate-700">{t("preview.answer", { answer: q.answer })}</span>
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p>{t("preview.quiz", { count: preview.questions })}</p>
      )}
    </section>
  );
}
