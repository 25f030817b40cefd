/** The classes a student is in, each with Leave (a plain form: it works without JavaScript). */
import { Form } from "@remix-run/react";
import { Trans, useTranslation } from "react-i18next";
import { SubmitButton } from "~/components/forms";

export function MyClasses({ classes }: { classes: { id: string; name: string; teacherName: string; seenAs: string }[] }) {
  const { t } = useTranslation("profile");
  if (classes.length === 0) return null;
  return (
    <section aria-labelledby="my-classes-title" className="card mt-6 p-5">
      <h2 id="my-classes-title" className="text-xl font-bold text-slate-900">
        {t("classes.title")}
      </h2>
      <ul className="mt-2 space-y-2" data-testid="student-classes">
        {classes.map((klass) => (
          <li key={klass.id} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              <Trans
                t={t}
                i18nKey="classes.with"
                values={{ name: klass.name, teacher: klass.teacherName }}
                components={{ strong: <strong /> }}
              />
              <span className="block text-sm text-slate-700">
                <Trans
                  t={t}
                  i18nKey="classes.seenAs"
                  values={{ name: klass.seenAs }}
                  components={{ strong: <strong data-testid="seen-as" /> }}
                />
              </span>
            </span>
            <Form method="post" action={`/classes/${klass.id}/leave`}>
              <SubmitButton className="btn-secondary text-sm">{t("classes.leave", { name: klass.name })}</SubmitButton>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
