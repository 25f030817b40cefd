/**
 * A student the teacher schoolStudent, on the student's page: their login (the two pictures in order, how
 * their sign-ins stand), and what the teacher may do: a new login, a move to another class, the
 * account's deletion (a second step asks first: ?delete, so it works without JavaScript).
 */
import { Form } from "@remix-run/react";
import { Label, SubmitButton } from "~/components/forms";
import { LoginPicture } from "~/components/LoginPicture";
import { loginPictureWord } from "~/utils/login-pictures";

import { useTranslation } from "react-i18next";
export interface SchoolStudentView {
  pictures: number[];
  login: { words: string; locked: boolean };
  nickname: string;
  moveTo: { id: string; name: string; free: number }[];
  confirmDelete: boolean;
}

export function SchoolStudentPanel({
  classId,
  userId,
  name,
  schoolStudent,
}: {
  classId: string;
  userId: string;
  name: string;
  schoolStudent: SchoolStudentView;
}) {
  const page = `/teach/classes/${classId}/students/${userId}`;
  const { t } = useTranslation("teach");
  return (
    <section id="login" className="card mt-6 p-5" aria-labelledby="login-title">
      <h2 id="login-title" className="text-2xl font-bold">
        {t("roster.login")}
      </h2>
      <p
        className={`mt-2 text-lg font-semibold ${schoolStudent.login.locked ? "text-red-800" : "text-slate-800"}`}
        data-testid="login-state"
      >
        {schoolStudent.login.words}
      </p>
      <p className="mt-2 text-slate-800">
        {t("schoolStudent.pictures", { name })} <strong>{schoolStudent.nickname}</strong>):
      </p>
      <ol className="mt-2 flex gap-4" data-testid="login-pictures">
        {schoolStudent.pictures.map((picture, i) => (
          <li key={i} className="flex flex-col items-center rounded-xl border-2 border-slate-300 p-2 text-lg font-semibold">
            <LoginPicture index={picture} size={56} />
            {i + 1}. {loginPictureWord(picture, t)}
          </li>
        ))}
      </ol>

      <Form method="post" className="mt-5">
        <SubmitButton name="intent" value="reset-login" className="btn-secondary">
          {t("schoolStudent.reset")}
        </SubmitButton>
        <p className="mt-1 text-slate-700">{t("schoolStudent.resetHelp")}</p>
      </Form>

      {schoolStudent.moveTo.length > 0 ? (
        <Form method="post" className="mt-5 flex flex-wrap items-end gap-3">
          <Label className="font-medium">
            {t("schoolStudent.move")}
            <select name="toClassId" className="input mt-1 block" defaultValue="">
              <option value="" disabled>
                {t("schoolStudent.chooseClass")}
              </option>
              {schoolStudent.moveTo.map((c) => (
                <option key={c.id} value={c.id} disabled={c.free <= 0}>
                  {c.name} ({c.free > 0 ? t("schoolStudent.free", { count: c.free }) : t("schoolStudent.full")})
                </option>
              ))}
            </select>
          </Label>
          <SubmitButton name="intent" value="move" className="btn-secondary">
            {t("schoolStudent.moveButton")}
          </SubmitButton>
        </Form>
      ) : null}

      {schoolStudent.confirmDelete ? (
        <Form method="post" className="mt-5 rounded-lg border-2 border-red-700 bg-red-50 p-4" data-testid="confirm-delete">
          <p className="font-bold text-red-900">{t("schoolStudent.deleteAsk", { name })}</p>
          <input type="hidden" name="confirm" value="yes" />
          <div className="mt-3 flex flex-wrap gap-3">
            <SubmitButton name="intent" value="delete-account" className="btn-primary bg-red-700 hover:bg-red-800">
              {t("schoolStudent.deleteYes", { name })}
            </SubmitButton>
            <a href={`${page}#login`} className="btn-secondary">
              {t("schoolStudent.cancel")}
            </a>
          </div>
        </Form>
      ) : (
        <a href={`${page}?delete#login`} className="btn-secondary mt-5 text-red-800">
          {t("schoolStudent.delete")}
        </a>
      )}
    </section>
  );
}
