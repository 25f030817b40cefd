import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { serverT } from "~/models/language.server";
import type { RouteHandle } from "~/root";
import { pageMeta } from "~/utils/meta";
import { CONTACT_EMAIL, SITE_NAME } from "~/utils/site";

export const handle: RouteHandle = { i18n: "legal" };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const t = await serverT(request, context, "legal");
  return json({ meta: { title: t("terms.title"), description: t("terms.description") } });
}

const h2 = "mt-10 text-2xl font-bold text-slate-900";
const h3 = "mt-6 text-lg font-semibold text-slate-900";
const p = "mt-3";
const ul = "mt-3 list-disc space-y-2 pl-6";
const a = "font-medium text-brand underline hover:text-brand-dark";

export default function Terms() {
  const { t } = useTranslation("legal");
  const site = { site: SITE_NAME };
  const mail = (
    <a className={a} href={`mailto:${CONTACT_EMAIL}`}>
      {CONTACT_EMAIL}
    </a>
  );
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 leading-relaxed text-slate-700">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t("terms.title")}</h1>
      <p className="mt-2 text-sm text-slate-600">{t("terms.updated")}</p>

      <h2 className={h2}>{t("terms.accept.title")}</h2>
      <p className={p}>
        {t("terms.accept.before", site)}{" "}
        <Link className={a} to="/privacy">
          {t("privacyPolicy")}
        </Link>
        {t("terms.accept.after")}
      </p>

      <h2 className={h2}>{t("terms.service.title")}</h2>
      <p className={p}>{t("terms.service.text", site)}</p>

      <h2 className={h2}>{t("terms.coins.title")}</h2>

      <h3 className={h3}>{t("terms.coins.what.title")}</h3>
      <p className={p}>{t("terms.coins.what.text", site)}</p>

      <h3 className={h3}>{t("terms.coins.cash.title")}</h3>
      <p className={p}>{t("terms.coins.cash.text", site)}</p>

      <h3 className={h3}>{t("terms.coins.earn.title")}</h3>
      <p className={p}>{t("terms.coins.earn.intro")}</p>
      <ul className={ul}>
        <li>{t("terms.coins.earn.joining")}</li>
        <li>{t("terms.coins.earn.games")}</li>
        <li>{t("terms.coins.earn.challenges")}</li>
        <li>{t("terms.coins.earn.streaks")}</li>
        <li>{t("terms.coins.earn.sharing")}</li>
        <li>{t("terms.coins.earn.achievements")}</li>
        <li>{t("terms.coins.earn.referrals")}</li>
        <li>{t("terms.coins.earn.top")}</li>
      </ul>
      <p className={p}>{t("terms.coins.earn.shown")}</p>

      <h3 className={h3}>{t("terms.coins.spend.title")}</h3>
      <p className={p}>{t("terms.coins.spend.text")}</p>
      <p className={p}>{t("terms.coins.spend.card")}</p>

      <h3 className={h3}>{t("terms.coins.transfers.title")}</h3>
      <p className={p}>{t("terms.coins.transfers.text")}</p>

      <h3 className={h3}>{t("terms.coins.closure.title")}</h3>
      <p className={p}>{t("terms.coins.closure.text")}</p>

      <h2 className={h2}>{t("terms.accounts.title")}</h2>
      <ul className={ul}>
        <li>{t("terms.accounts.accurate")}</li>
        <li>{t("terms.accounts.under13")}</li>
        <li>{t("terms.accounts.password")}</li>
        <li>{t("terms.accounts.one")}</li>
        <li>
          {t("terms.accounts.tellBefore")} {mail} {t("terms.accounts.tellAfter")}
        </li>
      </ul>

      <h2 className={h2}>{t("terms.privacy.title")}</h2>
      <p className={p}>
        {t("terms.privacy.before")}{" "}
        <Link className={a} to="/privacy">
          {t("privacyPolicy")}
        </Link>{" "}
        {t("terms.privacy.after")}
      </p>

      <h2 className={h2}>{t("terms.conduct.title")}</h2>
      <p className={p}>{t("terms.conduct.intro", site)}</p>
      <ul className={ul}>
        <li>{t("terms.conduct.cheat")}</li>
        <li>{t("terms.conduct.names")}</li>
        <li>{t("terms.conduct.bully")}</li>
        <li>{t("terms.conduct.access")}</li>
        <li>{t("terms.conduct.illegal")}</li>
      </ul>

      <h2 className={h2}>{t("terms.ip.title")}</h2>
      <p className={p}>{t("terms.ip.text", site)}</p>

      <h2 className={h2}>{t("terms.liability.title")}</h2>
      <p className={p}>{t("terms.liability.text", site)}</p>

      <h2 className={h2}>{t("terms.termination.title")}</h2>
      <p className={p}>{t("terms.termination.text", site)}</p>

      <h2 className={h2}>{t("terms.changes.title")}</h2>
      <p className={p}>{t("terms.changes.text")}</p>

      <h2 className={h2}>{t("terms.contact.title")}</h2>
      <p className={p}>
        {t("terms.contact.text")} {mail}.
      </p>
    </div>
  );
}
