/**
 * "How Gold Quest works": what a chest may hold and the chance of each, from the one table the
 * server's draw reads (utils/gold-quest.ts). On the player's panel and on the projector.
 */
import { useTranslation } from "react-i18next";
import { CHEST_CHANCES, CHEST_OUTCOMES, chestHelp } from "~/utils/gold-quest";

export function ChestChances({ large = false }: { large?: boolean }) {
  const { t } = useTranslation("classrace");
  return (
    <details className={`rounded-xl border-2 border-amber-300 bg-amber-50 p-3 ${large ? "text-xl" : "text-base"}`} data-testid="gold-help">
      <summary className="cursor-pointer font-bold text-amber-950">{t("chests.how")}</summary>
      <p className="mt-2 text-slate-800">{t("chests.rules")}</p>
      <table className="mt-2 w-full text-left text-slate-900">
        <thead>
          <tr>
            <th className="py-1 pr-3">{t("chests.may")}</th>
            <th className="py-1 text-right">{t("chests.chance")}</th>
          </tr>
        </thead>
        <tbody>
          {CHEST_OUTCOMES.map((outcome) => (
            <tr key={outcome} className="border-t border-amber-200">
              <td className="py-1 pr-3">{chestHelp(outcome, t)}</td>
              <td className="py-1 text-right font-bold tabular-nums">{CHEST_CHANCES[outcome]} %</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
