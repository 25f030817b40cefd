/**
 * A student the teacher schoolStudent, on the student's page: their login (the two pictures in order, how
 * their sign-ins stand), and what the teacher may do: a new login, a move to another class, the
 * account's deletion (a second step asks first: ?delete, so it works without JavaScript).
 */
import { Form } from "@remix-run/react";
import { Label, SubmitButton } from "~/components/forms";
import { LoginPicture } from "~/components/LoginPicture";
import { loginPictureName } from "~/utils/login-pictures";

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
  return (
    <section id="login" className="card mt-6 p-5" aria-labelledby="login-title">
      <h2 id="login-title" className="text-2xl font-bold">
        Login and account
      </h2>
      <p
        className={`mt-2 text-lg font-semibold ${schoolStudent.login.locked ? "text-red-800" : "text-slate-800"}`}
        data-testid="login-state"
      >
        {schoolStudent.login.words}
      </p>
      <p className="mt-2 text-slate-800">
        {name}&apos;s pictures, in this order (other players see them as <strong>{schoolStudent.nickname}</strong>):
      </p>
      <ol className="mt-2 flex gap-4" data-testid="login-pictures">
        {schoolStudent.pictures.map((picture, i) => (
          <li key={i} className="flex flex-col items-center rounded-xl border-2 border-slate-300 p-2 text-lg font-semibold">
            <LoginPicture index={picture} size={56} />
            {i + 1}. {loginPictureName(picture)}
          </li>
        ))}
      </ol>

      <Form method="post" className="mt-5">
        <SubmitButton name="intent" value="reset-login" className="btn-secondary">
          Reset login
        </SubmitButton>
        <p className="mt-1 text-slate-700">New pictures and a new card: the old card stops working, and a lock-out ends.</p>
      </Form>

      {schoolStudent.moveTo.length > 0 ? (
        <Form method="post" className="mt-5 flex flex-wrap items-end gap-3">
          <Label className="font-medium">
            Move to another class
            <select name="toClassId" className="input mt-1 block" defaultValue="">
              <option value="" disabled>
                Choose a class
              </option>
              {schoolStudent.moveTo.map((c) => (
                <option key={c.id} value={c.id} disabled={c.free <= 0}>
                  {c.name} ({c.free > 0 ? `${c.free} free seats` : "full"})
                </option>
              ))}
            </select>
          </Label>
          <SubmitButton name="intent" value="move" className="btn-secondary">
            Move
          </SubmitButton>
        </Form>
      ) : null}

      {schoolStudent.confirmDelete ? (
        <Form method="post" className="mt-5 rounded-lg border-2 border-red-700 bg-red-50 p-4" data-testid="confirm-delete">
          <p className="font-bold text-red-900">
            Delete {name}&apos;s account? Their games, coins, badges and homework go too. This cannot be undone.
          </p>
          <input type="hidden" name="confirm" value="yes" />
          <div className="mt-3 flex flex-wrap gap-3">
            <SubmitButton name="intent" value="delete-account" className="btn-primary bg-red-700 hover:bg-red-800">
              Yes, delete {name}&apos;s account
            </SubmitButton>
            <a href={`${page}#login`} className="btn-secondary">
              Cancel
            </a>
          </div>
        </Form>
      ) : (
        <a href={`${page}?delete#login`} className="btn-secondary mt-5 text-red-800">
          Delete account…
        </a>
      )}
    </section>
  );
}
