/**
 * "When were you born?" (month and year, nothing more) and, for a player who may be under 13, a
 * parent's e-mail. With JavaScript the parent's field appears when the month and year need it;
 * without, it is always there and says when it is needed (the server decides either way).
 */
import { useState, type SelectHTMLAttributes } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { birthYears, CONSENT_AGE, MONTHS, needsParentalConsent } from "~/utils/age";
import { describedBy, Field, FieldError, invalid, Label } from "~/components/forms";

export interface BirthValues {
  birthMonth?: string;
  birthYear?: string;
  parentEmail?: string;
}

export function BirthFields({ values, errors }: { values?: BirthValues; errors?: { birth?: string; parentEmail?: string } }) {
  const hydrated = useHydrated();
  const [month, setMonth] = useState(values?.birthMonth ?? "");
  const [year, setYear] = useState(values?.birthYear ?? "");
  const young = Boolean(month && year) && needsParentalConsent({ year: Number(year), month: Number(month) });
  const showParent = !hydrated || young || Boolean(errors?.parentEmail);
  return (
    <>
      <fieldset className="mb-4" aria-describedby={describedBy("field-birth", { hint: true, error: errors?.birth })}>
        <legend className="mb-1 font-medium text-slate-900">When were you born?</legend>
        <BirthMonthSelects
          error={errors?.birth}
          month={{ value: month, onChange: (e) => setMonth(e.currentTarget.value) }}
          year={{ value: year, onChange: (e) => setYear(e.currentTarget.value) }}
        />
        <p id="field-birth-hint" className="mt-1 text-sm text-slate-600">
          Only the month and year, so we know if a parent needs to say yes.
        </p>
        <FieldError id="field-birth-error" message={errors?.birth} />
      </fieldset>
      {showParent ? (
        <Field
          label="Your parent's email"
          name="parentEmail"
          type="email"
          autoComplete="off"
          defaultValue={values?.parentEmail}
          error={errors?.parentEmail}
          hint={
            <span className="text-slate-600">
              {hydrated ? `You're under ${CONSENT_AGE}, so we'll` : `Only if you are under ${CONSENT_AGE}: we'll`} ask a parent to say yes.
              You can play while you wait.
            </span>
          }
        />
      ) : null}
    </>
  );
}

type SelectProps = SelectHTMLAttributes<HTMLSelectElement>;

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
  return (
    <div className="grid grid-cols-2 gap-3">
      <Label className="text-sm text-slate-700">
        Month
        <select name="birthMonth" className="input mt-1" aria-invalid={invalid(error)} {...both} {...month}>
          <option value="">Month</option>
          {MONTHS.map((name, i) => (
            <option key={name} value={i + 1}>
              {name}
            </option>
          ))}
        </select>
      </Label>
      <Label className="text-sm text-slate-700">
        Year
        <select name="birthYear" className="input mt-1" aria-invalid={invalid(error)} {...both} {...year}>
          <option value="">Year</option>
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
