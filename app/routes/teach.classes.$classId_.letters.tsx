/**
 * Letters home, for the class's teacher only (404 for anyone else): one printed page per student
 * the teacher made, telling a parent in plain words what the school set up, what the teacher and
 * other players see, and the parent's code that opens the child's data at /parent/code.
 */
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PrintButton } from "~/components/school-students/PrintButton";
import { SchoolAccountFacts } from "~/components/school-students/SchoolAccountFacts";
import { ownClass, parentLetters } from "~/models/school-students/cards.server";
import { pageMeta } from "~/utils/meta";
import { siteOrigin } from "~/utils/url.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...pageMeta({ title: data ? `${data.className}: letters home` : "Letters home", description: "Letters home to print for your class." }),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { user, klass } = await ownClass(request, context, params.classId);
  return json(
    {
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
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 print:max-w-none print:p-0">
      <div className="print:hidden">
        <Link to={`/teach/classes/${classId}`} className="text-sm font-semibold text-indigo-700 hover:underline">
          ← {className}
        </Link>
        <h1 className="mt-2 text-3xl font-extrabold text-slate-900">Letters home: {className}</h1>
        <p className="mt-2 text-slate-800">
          One letter for each student you made, each on its own printed page. Each holds a code only that child&apos;s parent should get:
          send each letter home with its own child.
        </p>
        <div className="mt-4 mb-6">
          <PrintButton what="the letters" />
        </div>
      </div>
      {letters.length === 0 ? <p className="text-lg text-slate-800">No letters yet: add students on the class page first.</p> : null}
      <div className="space-y-6 print:space-y-0">
        {letters.map((letter) => (
          <article
            key={letter.userId}
            className="letter-page leading-relaxed"
            data-testid="letter"
            aria-label={`Letter home: ${letter.name}`}
          >
            <p className="text-sm">CleverPlay · {className}</p>
            <h2 className="mt-2 text-2xl font-extrabold">About {letter.name}&apos;s CleverPlay account</h2>
            <p className="mt-3">Dear parent or carer,</p>
            <SchoolAccountFacts account={{ ...letter, className, teacherName }} headingClass={h2} />
            <h2 className={h2}>Your code: see, download or delete {letter.firstName}&apos;s data</h2>
            <p className="mt-2">
              Go to <strong className="break-words">{parentAddress}</strong> and type this code:
            </p>
            <p className="mt-2 font-mono text-3xl font-extrabold tracking-widest" data-testid="parent-code">
              {letter.parentCode}
            </p>
            <p className="mt-2">
              You will see what the account holds, and you can download all of it or delete the account and everything in it. Keep this
              letter safe: the code is a key to {letter.firstName}&apos;s account. Questions? Ask {letter.firstName}&apos;s teacher,{" "}
              {teacherName}.
            </p>
          </article>
        ))}
      </div>
    </div>
  );
}
