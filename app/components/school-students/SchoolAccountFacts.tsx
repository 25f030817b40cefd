/**
 * What a parent should know about an account a teacher made, in plain words: the letter home says
 * it on paper (teach.classes.$classId_.letters.tsx), the parent's code page says it again on screen
 * (parent.code.tsx). docs/decisions/school-students.md holds the rules behind each sentence.
 */
import { useTranslation } from "react-i18next";

export interface SchoolAccount {
  firstName: string;
  nickname: string;
  className: string;
  teacherName: string;
}

export function SchoolAccountFacts({ account, headingClass }: { account: SchoolAccount; headingClass: string }) {
  const { t } = useTranslation("letters");
  const values = { ...account };
  return (
    <>
      <h2 className={headingClass}>{t("facts.setUpTitle")}</h2>
      <p className="mt-2">
        {t("facts.setUp", values)} <strong>{account.className}</strong>
        {t("facts.setUpAfter", values)}
      </p>
      <h2 className={headingClass}>{t("facts.teacherTitle")}</h2>
      <p className="mt-2">{t("facts.teacher", values)}</p>
      <h2 className={headingClass}>{t("facts.othersTitle")}</h2>
      <p className="mt-2">
        {t("facts.others")} <strong>{account.nickname}</strong>
        {t("facts.othersAfter", values)}
      </p>
    </>
  );
}
