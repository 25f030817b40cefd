/**
 * "When were you born?" (month and year, nothing more) and, for a player who may be under 13, a
 * parent's e-mail. With JavaScript the parent's field appears when the month and year need it;
 * without, it is always there and says when it is needed (the server decides either way).
 */
import { useState, type SelectHTMLAttributes } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useTranslation } from "react-i18next";
import { birthYears, CONSENT_AGE, needsParentalConsent } from "~/utils/age";
import { monthName } from "~/i18n/format";
import { describedBy, Field, FieldError, invalid, Label } from "~/components/forms";

export interface BirthValues {
  birthMonth?: string;
  birthYear?: string;
  parentEmail?: string;
}

export function BirthFields({ values, errors }: { values?: BirthValues; errors?: { birth?: string; parentEmail?: string } }) {
  const hydrated = useHydrated();
  const { t } = useTranslation("auth");
  const [month, setMonth] = useState(values?.birthMonth ?? "");
  const [year, setYear] = useState(values?.birthYear ?? "");
  const young = Boolean(month && year) && needsParentalConsent({ year: Number(year), month: Number(month) });
  const showParent = !hydrated || young || Boolean(errors?.parentEmail);
  return (
    <>
      <fieldset className="mb-4" aria-describedby={describedBy("field-birth", { hint: true, error: errors?.birth })}>
        <legend className="mb-1 font-medium text-slate-900">{t("birth.legend")}</legend>
        <BirthMonthSelects
          error={errors?.birth}
          month={{ value: month, onChange: (e) => setMonth(e.currentTarget.value) }}
          year={{ value: year, onChange: (e) => setYear(e.currentTarget.value) }}
        />
        <p id="field-birth-hint" className="mt-1 text-sm text-slate-600">
          {t("birth.hint")}
        </p>
        <FieldError id="field-birth-error" message={errors?.birth} />
      </fieldset>
      {showParent ? (
        <Field
          label={t("birth.parentEmail")}
          name="parentEmail"
          type="email"
          autoComplete="off"
          defaultValue={values?.parentEmail}
          error={errors?.parentEmail}
          hint={
            <span className="text-slate-600">
              {hydrated ? t("birth.parentHintYoung", { age: CONSENT_AGE }) : t("birth.parentHintMaybe", { age: CONSENT_AGE })}
            </span>
          }
        />
      ) : null}
    </>
  );
}

type SelectProps = SelectHTMLAttributes<HTMLSelectElement>;

const MONTH_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/**
 * The month and year selects, side by side: the sign-up's "When were you born?" and the teacher's
 * first question. `month` and `year` are each select's own props, the rest both selects'.
 */
export function BirthMonthSelects({
  error,
  month,
  year,
  ...both
}: { error?: string; month?: SelectProps; year?: SelectProps } & SelectProps) {
  const { t, i18n } = useTranslation("auth");
  return (
    <div className="grid grid-cols-2 gap-3">
      <Label className="text-sm text-slate-700">
        {t("birth.month")}
        <select name="birthMonth" className="input mt-1" aria-invalid={invalid(error)} {...both} {...month}>
          <option value="">{t("birth.month")}</option>
          {MONTH_NUMBERS.map((number) => (
            <option key={number} value={number}>
              {monthName(number, i18n.language)}
            </option>
          ))}
        </select>
      </Label>
      <Label className="text-sm text-slate-700">
        {t("birth.year")}
        <select name="birthYear" className="input mt-1" aria-invalid={invalid(error)} {...both} {...year}>
          <option value="">{t("birth.year")}</option>
          {birthYears().map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </Label>
    </div>
  );
}
