// A math set's settings: its operations, the range of its numbers and what may appear.
import { MATH_BOUND, MATH_OPERATIONS } from "~/games/sets/content";
import type { MathDraft } from "~/utils/set-drafts";
import { Label } from "~/components/forms";

const OPERATION_NAMES = ["Adding (+)", "Taking away (−)", "Times (×)", "Sharing (÷)"];

export function MathFields({ math }: { math: MathDraft }) {
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="font-medium text-slate-900">Operations</legend>
        <div className="mt-1 grid grid-cols-2 gap-2">
          {MATH_OPERATIONS.map((op, i) => (
            <Label key={op} className="flex items-center gap-2 text-slate-800">
              <input type="checkbox" name={`op${i}`} defaultChecked={math.operations.includes(op)} className="h-5 w-5" />
              {OPERATION_NAMES[i]}
            </Label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-4">
        <Label className="text-slate-900">
          Smallest number
          <input name="min" type="number" min={-MATH_BOUND} max={MATH_BOUND} defaultValue={math.min} className="input mt-1 block w-32" />
        </Label>
        <Label className="text-slate-900">
          Largest number
          <input name="max" type="number" min={-MATH_BOUND} max={MATH_BOUND} defaultValue={math.max} className="input mt-1 block w-32" />
        </Label>
      </div>
      <fieldset>
        <legend className="font-medium text-slate-900">May appear</legend>
        {(
          [
            ["negatives", "Negative numbers (answers below zero)"],
            ["decimals", "Decimals (one decimal place)"],
            ["remainders", "Remainders when sharing"],
          ] as const
        ).map(([name, label]) => (
          <Label key={name} className="mt-1 flex items-center gap-2 text-slate-800">
            <input type="checkbox" name={name} defaultChecked={math[name]} className="h-5 w-5" />
            {label}
          </Label>
        ))}
      </fieldset>
    </div>
  );
}
