import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";

/** "Print" once the page's script runs; until then (or without JavaScript), how to print with the browser. */
export function PrintButton({ what }: { what: "letters" | "cards" }) {
  const hydrated = useHydrated();
  const { t } = useTranslation("letters");
  const words =
    what === "letters"
      ? { button: t("print.letters"), help: t("print.lettersHelp") }
      : { button: t("print.cards"), help: t("print.cardsHelp") };
  return hydrated ? (
    <button type="button" className="btn-primary" onClick={() => window.print()}>
      {words.button}
    </button>
  ) : (
    <p className="font-semibold text-slate-800">{words.help}</p>
  );
}
