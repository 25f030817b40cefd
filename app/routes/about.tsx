import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Trans, useTranslation } from "react-i18next";
import type { I18nHandle } from "~/i18n/config";
import { serverT } from "~/models/language.server";
import { pageMeta } from "~/utils/meta";
import { CONTACT_EMAIL, SITE_NAME } from "~/utils/site";

export const handle: I18nHandle = { i18n: "site-pages" };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const t = await serverT(request, context, "site-pages");
  return json({ meta: { title: t("about.metaTitle"), description: t("about.metaDescription") } });
}

const h2 = "mt-10 text-2xl font-bold text-slate-900";
const h3 = "text-lg font-semibold text-slate-900";

/** Keys of the about page's messages. */
const audiences = [
  { title: "about.studentsTitle", text: "about.students" },
  { title: "about.teachersTitle", text: "about.teachers" },
  { title: "about.parentsTitle", text: "about.parents" },
];
const approach = ["about.short", "about.feedback", "about.difficulty", "about.rewards", "about.schools"];

/** The contact address, its words from the message (Trans gives them as children). */
function MailLink({ children }: { children?: ReactNode }) {
  return (
    <a className="font-medium text-brand underline hover:text-brand-dark" href={`mailto:${CONTACT_EMAIL}`}>
      {children}
    </a>
  );
}

export default function About() {
  const { t } = useTranslation("site-pages");
  const site = { site: SITE_NAME };
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 text-slate-700">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t("about.title", site)}</h1>
      <p className="mt-4 text-lg leading-relaxed">{t("about.intro", site)}</p>

      <h2 className={h2}>{t("about.missionTitle")}</h2>
      <p className="mt-3 leading-relaxed">{t("about.mission")}</p>

      <h2 className={h2}>{t("about.approachTitle")}</h2>
      <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed">
        {approach.map((key) => (
          <li key={key}>
            <Trans t={t} i18nKey={key} components={{ strong: <strong className="text-slate-900" /> }} />
          </li>
        ))}
      </ul>

      <h2 className={h2}>{t("about.impactTitle")}</h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        {audiences.map((a) => (
          <section key={a.title} className="rounded-xl border border-slate-200 bg-slate-50 p-5">
            <h3 className={h3}>{t(a.title)}</h3>
            <p className="mt-2 text-sm leading-relaxed">{t(a.text)}</p>
          </section>
        ))}
      </div>

      <h2 className={h2}>{t("about.teamTitle")}</h2>
      <p className="mt-3 leading-relaxed">{t("about.team", site)}</p>
      <p className="mt-3 leading-relaxed">
        <Trans t={t} i18nKey="about.write" values={{ email: CONTACT_EMAIL }} components={{ mail: <MailLink /> }} />
      </p>

      <div className="mt-10 rounded-2xl bg-brand-light p-6 text-center">
        <h2 className="text-2xl font-bold text-slate-900">{t("about.readyTitle")}</h2>
        <p className="mt-2">{t("about.ready")}</p>
        <Link
          to="/games"
          className="mt-4 inline-block rounded-lg bg-brand px-6 py-3 text-lg font-semibold text-white hover:bg-brand-dark focus:outline-none focus-visible:ring-4 focus-visible:ring-brand/40"
        >
          {t("about.explore")}
        </Link>
      </div>
    </div>
  );
}
