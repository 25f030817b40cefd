/**
 * /class-login/{code}: the class's own sign-in link (docs/decisions/class-login.md). "Which one is
 * you?" lists the class's made students to whoever has its code (unknown codes are counted as on
 * /join, and an archived class lists nobody); then the student picks their two pictures, one
 * form post each, and the second post checks the guess: right signs them in, five wrong in a row
 * lock them out for a while and tell the teacher.
 */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AuthLayout } from "~/components/AuthLayout";
import { ClassLoginFrame } from "~/components/class-login/ClassLoginFrame";
import { PicturePick, WhichOneIsYou } from "~/components/class-login/PicturePick";
import { FormAlert } from "~/components/forms";
import { RouteError, useRouteErrorInfo } from "~/components/RouteError";
import { tooManyAttempts } from "~/models/accounts.server";
import { mayLookUpCode, tooManyGuesses } from "~/models/code-guesses.server";
import { countPictureGuess, pictureGuessForm } from "~/models/school-students/picture-guesses.server";
import {
  checkPictures,
  classForLogin,
  PRIVATE_PAGE,
  signInStudent,
  studentsToPick,
  studentToSignIn,
  tellTeacherLockedOut,
  type LoginClass,
} from "~/models/school-students/sign-in.server";
import type { RouteHandle } from "~/root";
import { INVITE_CODE_LENGTH, joinWords, normaliseCode } from "~/utils/join";
import { pageMeta } from "~/utils/meta";
import { readFormAs } from "~/utils/read-form.server";
import { UUID } from "~/utils/uuid";
import { useTranslation } from "react-i18next";
import { serverT } from "~/models/language.server";

export const handle: RouteHandle = { layout: false, i18n: "class-login" };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

const notFound = () => new Response("We could not find that class. Check the code with your teacher.", { status: 404 });

/** The class the address names, counted as a code lookup; a 404 for an unknown or archived one. */
async function classOfLink(request: Request, context: LoaderFunctionArgs["context"], param = ""): Promise<LoginClass> {
  const code = normaliseCode(param);
  if (code.length !== INVITE_CODE_LENGTH) throw notFound();
  // The link as a child or a teacher may have written it (lower case, a space): to its one address.
  if (code !== param) throw redirect(`/class-login/${code}${new URL(request.url).search}`);
  const guard = await mayLookUpCode(request, context, { code, userId: null });
  if (!guard.allowed) {
    const { status, headers } = tooManyGuesses(guard.retryAfterSeconds);
    // The error page shows these words: the join's, in the reader's language.
    throw new Response(joinWords("rate_limited", null, await serverT(request, context, "race")), { status, headers });
  }
  const klass = await classForLogin(context.db, code);
  if (!klass) throw notFound();
  return klass;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const klass = await classOfLink(request, context, params.classCode);
  const asked = new URL(request.url).searchParams.get("student") ?? "";
  const student = UUID.test(asked) ? await studentToSignIn(context.db, klass.id, asked) : null;
  const t = await serverT(request, context, "class-login");
  return json(
    {
      meta: { title: t("meta.classTitle", { name: klass.name }), description: t("meta.classDescription") },
      klass: { name: klass.name, code: klass.code },
      student,
      students: student ? [] : await studentsToPick(context.db, klass.id),
    },
    { headers: PRIVATE_PAGE },
  );
}

type Answer = { picture1: number | null; problem?: { title: string; message: string }; locked?: boolean };

export async function action({ request, context, params }: ActionFunctionArgs) {
  const t = await serverT(request, context, "class-login");
  const form = await readFormAs(request, pictureGuessForm(t));
  // The first picture only moves the page on (it is sent again with the second): nothing to look up.
  if (form.picture2 === undefined) return json<Answer>({ picture1: form.picture1 });
  const klass = await classOfLink(request, context, params.classCode);
  const again = (problem: Answer["problem"], status: number, headers?: HeadersInit, locked = false) =>
    json<Answer>({ picture1: null, problem, locked }, { status, headers });

  const counted = await countPictureGuess(request, context);
  if (!counted.allowed) {
    const { title, message, status, headers } = tooManyAttempts(counted.retryAfterSeconds, await serverT(request, context, "auth"));
    return again({ title, message }, status, headers);
  }
  const outcome = await checkPictures(context.db, {
    classId: klass.id,
    userId: form.student,
    picture1: form.picture1,
    picture2: form.picture2,
  });
  if (outcome.ok) {
    await counted.refund();
    return signInStudent(request, context, outcome, t);
  }
  if (outcome.reason === "unknown") return again({ title: t("problems.unknownTitle"), message: t("problems.unknown") }, 404);
  if (outcome.reason === "wrong")
    return again({ title: t("problems.wrongTitle"), message: t("problems.wrong", { count: outcome.triesLeft }) }, 401);
  if (outcome.justNow) await tellTeacherLockedOut(request, context, form.student, outcome.until);
  const retryAfter = Math.max(1, Math.ceil((outcome.until.getTime() - Date.now()) / 1000));
  const minutes = Math.ceil(retryAfter / 60);
  return again(
    {
      title: t("problems.lockedTitle"),
      message: t("problems.lockedFor", { count: minutes }),
    },
    429,
    { "Retry-After": String(retryAfter) },
    true,
  );
}

export default function ClassLoginPage() {
  const { klass, student, students } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation("class-login");
  return (
    <AuthLayout
      title={student ? t("pick.hi", { name: student.name }) : klass.name}
      subtitle={student ? undefined : t("pick.classCode", { code: klass.code })}
    >
      {answer?.problem ? <FormAlert title={answer.problem.title} message={answer.problem.message} /> : null}
      {student && !student.locked && !answer?.locked ? (
        <PicturePick key={answer?.picture1 ?? "first"} studentId={student.id} picture1={answer?.picture1 ?? null} />
      ) : null}
      {student?.locked && !answer?.problem ? <FormAlert title={t("problems.lockedTitle")} message={t("problems.locked")} /> : null}
      {student ? null : <WhichOneIsYou code={klass.code} students={students} />}
      {student ? (
        <p className="mt-6 text-center text-lg">
          <Link to={`/class-login/${klass.code}`} className="font-semibold text-indigo-700 hover:underline">
            {t("pick.notYou", { name: student.name })}
          </Link>
        </p>
      ) : null}
    </AuthLayout>
  );
}

export function ErrorBoundary() {
  const { status, said } = useRouteErrorInfo();
  const { t } = useTranslation("class-login");
  if (status === 429)
    return (
      <RouteError
        frame={ClassLoginFrame}
        title={t("problems.lockedTitle")}
        detail={said ?? undefined}
        link={{ to: "/class-login", label: t("problems.back") }}
      />
    );
  return (
    <RouteError
      frame={ClassLoginFrame}
      title={status === 404 ? t("problems.noClassTitle") : t("problems.wentWrong")}
      detail={status === 404 ? t("problems.noClass") : t("problems.tryAgain")}
      link={{ to: "/class-login", label: t("problems.typeAgain") }}
    />
  );
}
