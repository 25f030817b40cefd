/**
 * What a parent should know about an account a teacher made, in plain words: the letter home says
 * it on paper (teach.classes.$classId_.letters.tsx), the parent's code page says it again on screen
 * (parent.code.tsx). docs/decisions/school-students.md holds the rules behind each sentence.
 */
export interface SchoolAccount {
  firstName: string;
  nickname: string;
  className: string;
  teacherName: string;
}

export function SchoolAccountFacts({ account, headingClass }: { account: SchoolAccount; headingClass: string }) {
  const { firstName, nickname, className, teacherName } = account;
  return (
    <>
      <h2 className={headingClass}>What the school set up</h2>
      <p className="mt-2">
        {teacherName} made a CleverPlay account for {firstName} in the class <strong>{className}</strong>, for use at school. CleverPlay is
        a website of learning games. The account has no e-mail address and no password: {firstName} signs in with the class code and two
        pictures. The school agreed to it for school use, so we did not need your e-mail address.
      </p>
      <h2 className={headingClass}>What the teacher sees</h2>
      <p className="mt-2">
        {firstName}&apos;s homework progress, how many answers were right, and when {firstName} played.
      </p>
      <h2 className={headingClass}>What other players see</h2>
      <p className="mt-2">
        Only a made-up nickname, <strong>{nickname}</strong>, on scores and races: never {firstName}&apos;s name. The profile is private,
        there is no sharing, and nothing can be paid for with money.
      </p>
    </>
  );
}
