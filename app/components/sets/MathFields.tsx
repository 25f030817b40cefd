// A math set's settings: its operations, the range of its numbers and what may appear.
import { useTranslation } from "react-i18next";
import { MATH_BOUND, MATH_OPERATIONS } from "~/games/sets/content";
import type { MathDraft } from "~/utils/set-drafts";
import { Label } from "~/components/forms";

const OPERATION_NAMES = ["math.add", "math.subtract", "math.times", "math.share"];

export function MathFields({ math }: { math: MathDraft }) {
  const { t } = useTranslation("sets");
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="font-medium text-slate-900">{t("csv.math.operations")}</legend>
        <div className="mt-1 grid grid-cols-2 gap-2">
          {MATH_OPERATIONS.map((op, i) => (
            <Label key={op} className="flex items-center gap-2 text-slate-800">
              <input type="checkbox" name={`op${i}`} defaultChecked={math.operations.includes(op)} className="h-5 w-5" />
              {t(OPERATION_NAMES[i])}
            </Label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-4">
        <Label className="text-slate-900">
          {t("csv.math.smallest")}
          <input name="min" type="number" min={-MATH_BOUND} max={MATH_BOUND} defaultValue={math.min} className="input mt-1 block w-32" />
        </Label>
        <Label className="text-slate-900">
          {t("csv.math.largest")}
          <input name="max" type="number" min={-MATH_BOUND} max={MATH_BOUND} defaultValue={math.max} className="input mt-1 block w-32" />
        </Label>
      </div>
      <fieldset>
        <legend className="font-medium text-slate-900">{t("math.mayAppear")}</legend>
        {(
          [
            ["negatives", "math.negatives"],
            ["decimals", "math.decimals"],
            ["remainders", "math.remainders"],
          ] as const
        ).map(([name, label]) => (
          <Label key={name} className="mt-1 flex items-center gap-2 text-slate-800">
            <input type="checkbox" name={name} defaultChecked={math[name]} className="h-5 w-5" />
            {t(label)}
          </Label>
        ))}
      </fieldset>
    </div>
  );
}
