/**
 * The class sign-in's steps as forms that work without JavaScript (docs/decisions/class-login.md):
 * "Which one is you?" is a list of links, each picture is a submit button in a fieldset, so one
 * tap (or Tab and Enter) moves on, and a screen reader says the legend and each picture's word.
 */
import { Form, Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "~/components/forms";
import { LoginPicture } from "~/components/LoginPicture";
import { LOGIN_PICTURES, loginPictureWord } from "~/utils/login-pictures";

const bigButton =
  "flex min-h-16 items-center justify-center rounded-2xl border-4 border-indigo-200 bg-white py-2 text-center font-bold text-slate-900 shadow-md hover:border-indigo-500 focus-visible:border-indigo-700 focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-indigo-700";

export function WhichOneIsYou({ code, students }: { code: string; students: { id: string; name: string }[] }) {
  const { t } = useTranslation("class-login");
  if (students.length === 0) return <p className="text-lg text-slate-800">{t("pick.nobody")}</p>;
  return (
    <nav aria-labelledby="which-one">
      <h2 id="which-one" className="text-2xl font-extrabold text-slate-900">
        {t("pick.whichOne")}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3">
        {students.map((student) => (
          <li key={student.id}>
            <Link to={`/class-login/${code}?student=${student.id}`} className={`${bigButton} w-full break-words px-2 text-xl`}>
              {student.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * One of the two picture steps: the first posts `picture1`, the second posts it again (hidden)
 * with `picture2`, and only then is the guess checked.
 */
export function PicturePick({ studentId, picture1 }: { studentId: string; picture1: number | null }) {
  const second = picture1 !== null;
  const field = second ? "picture2" : "picture1";
  // With JavaScript the second step replaces the first in place: the focus goes to its group, so a
  // keyboard goes on from there and a screen reader says "Now your second picture".
  const group = useRef<HTMLFieldSetElement>(null);
  const { t } = useTranslation("class-login");
  useEffect(() => {
    if (second) group.current?.focus();
  }, [second]);
  return (
    <Form method="post" replace>
      <input type="hidden" name="student" value={studentId} />
      {second ? <input type="hidden" name="picture1" value={picture1} /> : null}
      <fieldset ref={group} tabIndex={-1} className="outline-none">
        <legend className="text-2xl font-extrabold text-slate-900">{second ? t("pick.second") : t("pick.first")}</legend>
        {second ? (
          <p className="mt-1 flex items-center gap-2 text-slate-700">
            <LoginPicture index={picture1} size={28} /> {t("pick.firstWas", { picture: loginPictureWord(picture1, t) })}
          </p>
        ) : null}
        <div className="mt-3 grid grid-cols-3 gap-3">
          {LOGIN_PICTURES.map((word, index) => (
            <SubmitButton key={word} name={field} value={index} className={`${bigButton} flex-col gap-1 px-1 text-lg`}>
              <LoginPicture index={index} size={52} />
              {loginPictureWord(index, t)}
            </SubmitButton>
          ))}
        </div>
      </fieldset>
    </Form>
  );
}
