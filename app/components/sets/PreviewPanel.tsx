// What a saved set will show: every word's scramble, or ten sample questions of a math set.
import type { SetPreview } from "~/models/sets/editor.server";

export function PreviewPanel({ preview }: { preview: SetPreview }) {
  return (
    <section aria-labelledby="preview-title" className="rounded-lg bg-indigo-50 p-4" data-testid="set-preview">
      <h2 id="preview-title" className="text-lg font-bold text-indigo-950">
        Preview
      </h2>
      {preview.kind === "words" ? (
        <>
          <p className="text-sm text-indigo-900">Players unscramble each word; any real word made of the same letters counts too.</p>
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
          <p className="text-sm text-indigo-900">Ten sample questions (each game draws its own):</p>
          <ol className="mt-2 grid list-decimal gap-1 pl-6 sm:grid-cols-2">
            {preview.questions.map((q, i) => (
              <li key={i}>
                <span className="font-mono">{q.prompt}</span> <span className="text-slate-700">answer {q.answer}</span>
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p>{preview.questions} questions, all ready to play.</p>
      )}
    </section>
  );
}
