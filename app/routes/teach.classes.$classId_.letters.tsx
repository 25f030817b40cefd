/**
 * Letters home, for the class's teacher only (404 for anyone else): one printed page per student
 * the teacher made, telling a parent in plain words what the school set up, what the teacher and
 * other players see, and the parent's code that opens the child's data at /parent/code.
 */
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { I18nHandle } from "~/i18n/config";
import { serverT } from "~/models/language.server";
import { PrintButton } from "~/components/school-students/PrintButton";
import { SchoolAccountFacts } from "~/components/school-students/SchoolAccountFacts";
import { ownClass, parentLetters } from "~/models/school-students/cards.server";
import { pageMeta } from "~/utils/meta";
import { siteOrigin } from "~/utils/url.server";

/**
 * The letters are in the teacher's language (the reader of this page): a parent's own language is
 * not known here (docs/decisions/i18n-teacher.md).
 */
export const handle: I18nHandle = { i18n: "letters" };

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...(data ? pageMeta(data.meta) : []),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const t = await serverT(request, context, "letters");
  const { user, klass } = await ownClass(request, context, params.classId, t);
  return json(
    {
      meta: { title: t("letters.meta.title", { name: klass.name }), description: t("letters.meta.description") },
      classId: klass.id,
      className: klass.name,
      teacherName: user.displayName,
      parentAddress: `${siteOrigin(request, context)}/parent/code`,
      letters: await parentLetters(context.db, klass),
    },
    // Each letter holds a parent's code: no cache keeps the page, and no other site learns this address.
    { headers: { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" } },
  );
}

const h2 = "mt-5 text-lg font-bold print:mt-4";

export default function LettersHome() {
  const { classId, className, teacherName, parentAddress, letters } = useLoaderData<typeof loader>();
  const { t } = useTranslation("letters");
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 print:max-w-none print:p-0">
      <div className="print:hidden">
        <Link to={`/teach/classes/${classId}`} className="text-sm font-semibold text-indigo-700 hover:underline">
          ← {className}
        </Link>
        <h1 className="mt-2 text-3xl font-extrabold text-slate-900">{t("letters.title", { name: className })}</h1>
        <p className="mt-2 text-slate-800">{t("letters.intro")}</p>
        <div className="mt-4 mb-6">
          <PrintButton what="letters" />
        </div>
      </div>
      {letters.length === 0 ? <p className="text-lg text-slate-800">{t("letters.none")}</p> : null}
      <div className="space-y-6 print:space-y-0">
        {letters.map((letter) => (
          <article
            key={letter.userId}
            className="letter-page leading-relaxed"
            data-testid="letter"
            aria-label={t("letters.label", { name: letter.name })}
          >
            <p className="text-sm">CleverPlay · {className}</p>
            <h2 className="mt-2 text-2xl font-extrabold">{t("letters.about", { name: letter.name })}</h2>
            <p className="mt-3">{t("letters.dear")}</p>
            <SchoolAccountFacts account={{ ...letter, className, teacherName }} headingClass={h2} />
            <h2 className={h2}>{t("letters.codeTitle", { name: letter.firstName })}</h2>
            <p className="mt-2">
              {t("letters.goTo")} <strong className="break-words">{parentAddress}</strong> {t("letters.typeCode")}
            </p>
            <p className="mt-2 font-mono text-3xl font-extrabold tracking-widest" data-testid="parent-code">
              {letter.parentCode}
            </p>
            <p className="mt-2">{t("letters.keepSafe", { name: letter.firstName, teacher: teacherName })}</p>
          </article>
        ))}
      </div>
    </div>
  );
}
