/** The classes a student is in, each with Leave (a plain form: it works without JavaScript). */
import { Form } from "@remix-run/react";
import { SubmitButton } from "~/components/forms";

export function MyClasses({ classes }: { classes: { id: string; name: string; teacherName: string; seenAs: string }[] }) {
  if (classes.length === 0) return null;
  return (
    <section aria-labelledby="my-classes-title" className="card mt-6 p-5">
      <h2 id="my-classes-title" className="text-xl font-bold text-slate-900">
        My classes
      </h2>
      <ul className="mt-2 space-y-2" data-testid="student-classes">
        {classes.map((klass) => (
          <li key={klass.id} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              <strong>{klass.name}</strong> with {klass.teacherName}
              <span className="block text-sm text-slate-700">
                Your teacher sees you as <strong data-testid="seen-as">{klass.seenAs}</strong>
              </span>
            </span>
            <Form method="post" action={`/classes/${klass.id}/leave`}>
              <SubmitButton className="btn-secondary text-sm">Leave {klass.name}</SubmitButton>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
