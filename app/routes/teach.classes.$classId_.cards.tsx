/**
 * A class's login cards, for its teacher only (404 for anyone else): one per student the teacher
 * made, to print on A4 or US Letter and hand out (docs/decisions/login-cards.md). A card's QR code
 * holds the student's card key, so a reset (a new key) makes the printed card stop working.
 */
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { LoginCard } from "~/components/school-students/LoginCard";
import { PrintButton } from "~/components/school-students/PrintButton";
import { classLoginUrl, loginCards, ownClass } from "~/models/school-students/cards.server";
import { pageMeta } from "~/utils/meta";
import { siteOrigin } from "~/utils/url.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...pageMeta({ title: data ? `${data.klass.name}: login cards` : "Login cards", description: "Login cards to print for your class." }),
  { name: "robots", content: "noindex" },
];

/** Eight cards fill a printed sheet: 2 columns × 4 rows. */
const PER_SHEET = 8;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { klass } = await ownClass(request, context, params.classId);
  const origin = siteOrigin(request, context);
  return json(
    {
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
  const sheets = Array.from({ length: Math.ceil(cards.length / PER_SHEET) }, (_, i) => cards.slice(i * PER_SHEET, (i + 1) * PER_SHEET));
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 print:max-w-none print:p-0">
      <div className="print:hidden">
        <Link to={`/teach/classes/${klass.id}`} className="text-sm font-semibold text-indigo-700 hover:underline">
          ← {klass.name}
        </Link>
        <h1 className="mt-2 text-3xl font-extrabold text-slate-900">Login cards: {klass.name}</h1>
        <p className="mt-2 max-w-2xl text-slate-800">
          One card for each student you made: their name, the class code, their two pictures in order, and a QR code that signs them in on
          the tablet or computer that scans it. Cut along the dashed lines. Keep the cards safe: a card is a key to the student&apos;s
          account. Resetting a student makes their old card stop working; print a new one.
        </p>
        <div className="mt-4 mb-6">
          <PrintButton what="the cards" />
        </div>
      </div>
      {cards.length === 0 ? (
        <p className="text-lg text-slate-800" data-testid="no-cards">
          No cards yet: add students on the class page first.
        </p>
      ) : (
        sheets.map((sheet, i) => (
          <section key={i} className="login-sheet mb-4 print:mb-0" aria-label={`Sheet ${i + 1}`}>
            {sheet.map((card) => (
              <LoginCard key={card.userId} card={card} classCode={klass.code} address={address} />
            ))}
          </section>
        ))
      )}
    </div>
  );
}
