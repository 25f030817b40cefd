/**
 * A class's login cards, for its teacher only (404 for anyone else): one per student the teacher
 * made, to print on A4 or US Letter and hand out (docs/decisions/login-cards.md). A card's QR code
 * holds the student's card key, so a reset (a new key) makes the printed card stop working.
 */
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { I18nHandle } from "~/i18n/config";
import { serverT } from "~/models/language.server";
import { LoginCard } from "~/components/school-students/LoginCard";
import { PrintButton } from "~/components/school-students/PrintButton";
import { classLoginUrl, loginCards, ownClass } from "~/models/school-students/cards.server";
import { pageMeta } from "~/utils/meta";
import { siteOrigin } from "~/utils/url.server";

// class-login: the login pictures' words, as the sign-in page says them.
export const handle: I18nHandle = { i18n: ["letters", "class-login"] };

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...(data ? pageMeta(data.meta) : []),
  { name: "robots", content: "noindex" },
];

/** Eight cards fill a printed sheet: 2 columns × 4 rows. */
const PER_SHEET = 8;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const t = await serverT(request, context, "letters");
  const { klass } = await ownClass(request, context, params.classId, t);
  const origin = siteOrigin(request, context);
  return json(
    {
      meta: { title: t("cards.meta.title", { name: klass.name }), description: t("cards.meta.description") },
      klass: { id: klass.id, name: klass.name, code: klass.joinCode },
      address: classLoginUrl(origin, klass),
      cards: await loginCards(context.db, klass, origin),
    },
    // The cards are keys: no cache keeps them, and no other site learns this address.
    { headers: { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" } },
  );
}

export default function LoginCards() {
  const { klass, address, cards } = useLoaderData<typeof loader>();
  const { t } = useTranslation("letters");
  const sheets = Array.from({ length: Math.ceil(cards.length / PER_SHEET) }, (_, i) => cards.slice(i * PER_SHEET, (i + 1) * PER_SHEET));
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 print:max-w-none print:p-0">
      <div className="print:hidden">
        <Link to={`/teach/classes/${klass.id}`} className="text-sm font-semibold text-indigo-700 hover:underline">
          ← {klass.name}
        </Link>
        <h1 className="mt-2 text-3xl font-extrabold text-slate-900">{t("cards.title", { name: klass.name })}</h1>
        <p className="mt-2 max-w-2xl text-slate-800">{t("cards.intro")}</p>
        <div className="mt-4 mb-6">
          <PrintButton what="cards" />
        </div>
      </div>
      {cards.length === 0 ? (
        <p className="text-lg text-slate-800" data-testid="no-cards">
          {t("cards.none")}
        </p>
      ) : (
        sheets.map((sheet, i) => (
          <section key={i} className="login-sheet mb-4 print:mb-0" aria-label={t("cards.sheet", { number: i + 1 })}>
            {sheet.map((card) => (
              <LoginCard key={card.userId} card={card} classCode={klass.code} address={address} />
            ))}
          </section>
        ))
      )}
    </div>
  );
}
