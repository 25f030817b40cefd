import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { serverT } from "~/models/language.server";
import type { RouteHandle } from "~/root";
import { pageMeta } from "~/utils/meta";
import { PRIVACY_EMAIL, SITE_NAME } from "~/utils/site";

export const handle: RouteHandle = { i18n: "legal" };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const t = await serverT(request, context, "legal");
  return json({ meta: { title: t("privacyPolicy"), description: t("privacy.description") } });
}

const h2 = "mt-10 text-2xl font-bold text-slate-900";
const h3 = "mt-6 text-lg font-semibold text-slate-900";
const h3Bold = "mt-6 text-lg font-bold text-slate-900";
const p = "mt-3";
const ul = "mt-3 list-disc space-y-2 pl-6";
const a = "font-medium text-brand underline hover:text-brand-dark";

function Mail() {
  return (
    <a className={a} href={`mailto:${PRIVACY_EMAIL}`}>
      {PRIVACY_EMAIL}
    </a>
  );
}

const strong = "text-slate-900";

/** A list item that starts with its subject in bold (the text brings its own space, or its comma). */
function Item({ label, text }: { label: string; text: string }) {
  return (
    <li>
      <strong className={strong}>{label}</strong>
      {text}
    </li>
  );
}

export default function Privacy() {
  const { t } = useTranslation("legal");
  const site = { site: SITE_NAME };
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 leading-relaxed text-slate-700">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t("privacyPolicy")}</h1>
      <p className="mt-2 text-sm text-slate-600">{t("privacy.updated")}</p>
      <p className={p}>{t("privacy.intro", site)}</p>

      <h2 className={h2}>{t("privacy.collect.title")}</h2>
      <h3 className={h3}>{t("privacy.collect.given.title")}</h3>
      <ul className={ul}>
        <Item label={t("privacy.collect.given.registration.label")} text={t("privacy.collect.given.registration.text")} />
        <Item label={t("privacy.collect.given.games.label")} text={t("privacy.collect.given.games.text")} />
        <Item label={t("privacy.collect.given.support.label")} text={t("privacy.collect.given.support.text")} />
        <Item label={t("privacy.collect.given.newsletter.label")} text={t("privacy.collect.given.newsletter.text")} />
        <Item label={t("privacy.collect.given.surveys.label")} text={t("privacy.collect.given.surveys.text")} />
      </ul>
      <p className={p}>{t("privacy.collect.given.card")}</p>

      <h3 className={h3}>{t("privacy.collect.automatic.title")}</h3>
      <ul className={ul}>
        <Item label={t("privacy.collect.automatic.device.label")} text={t("privacy.collect.automatic.device.text")} />
        <Item label={t("privacy.collect.automatic.usage.label")} text={t("privacy.collect.automatic.usage.text")} />
        <Item label={t("privacy.collect.automatic.performance.label")} text={t("privacy.collect.automatic.performance.text")} />
      </ul>
      <p className={p}>{t("privacy.collect.automatic.cookies")}</p>

      <h2 className={h2}>{t("privacy.use.title")}</h2>
      <ul className={ul}>
        <li>{t("privacy.use.account")}</li>
        <li>{t("privacy.use.parent")}</li>
        <li>{t("privacy.use.games")}</li>
        <li>{t("privacy.use.boards")}</li>
        <li>{t("privacy.use.mail")}</li>
        <li>{t("privacy.use.support")}</li>
        <li>{t("privacy.use.safe")}</li>
      </ul>

      <h2 className={h2}>{t("privacy.share.title")}</h2>
      <p className={p}>
        <strong className={strong}>{t("privacy.share.neverSell")}</strong> {t("privacy.share.only")}
      </p>
      <ul className={ul}>
        <Item label={t("privacy.share.providers.label")} text={t("privacy.share.providers.text", site)} />
        <Item label={t("privacy.share.raceHost.label")} text={t("privacy.share.raceHost.text")} />
        <Item label={t("privacy.share.schools.label")} text={t("privacy.share.schools.text")} />
        <Item label={t("privacy.share.legal.label")} text={t("privacy.share.legal.text")} />
      </ul>
      <p className={p}>{t("privacy.share.public")}</p>

      <h2 className={h2}>{t("privacy.security.title")}</h2>
      <p className={p}>
        {t("privacy.security.before")} <Mail /> {t("privacy.security.after")}
      </p>

      <h2 className={h2}>{t("privacy.children.title")}</h2>
      <p className={p}>{t("privacy.children.intro", site)}</p>
      <ul className={ul}>
        <li>{t("privacy.children.signUp")}</li>
        <li>{t("privacy.children.until")}</li>
        <li>{t("privacy.children.declines")}</li>
        <li>{t("privacy.children.after")}</li>
      </ul>
      <h3 className={h3Bold}>{t("privacy.classes.title")}</h3>
      <p className={p}>{t("privacy.classes.text", site)}</p>
      <h3 className={h3Bold}>{t("privacy.logins.title")}</h3>
      <p className={p}>{t("privacy.logins.made")}</p>
      <p className={p}>{t("privacy.logins.pictures")}</p>
      <p className={p}>{t("privacy.logins.letter")}</p>
      <p className={p}>
        {t("privacy.logins.reviewBefore")} <Mail />
        {t("privacy.logins.reviewAfter")}
      </p>

      <h2 className={h2}>{t("privacy.rights.title")}</h2>
      <p className={p}>{t("privacy.rights.intro")}</p>
      <ul className={ul}>
        <Item label={t("privacy.rights.access.label")} text={t("privacy.rights.access.text")} />
        <Item label={t("privacy.rights.correct.label")} text={t("privacy.rights.correct.text")} />
        <Item label={t("privacy.rights.delete.label")} text={t("privacy.rights.delete.text")} />
        <Item label={t("privacy.rights.object.label")} text={t("privacy.rights.object.text")} />
        <Item label={t("privacy.rights.portability.label")} text={t("privacy.rights.portability.text")} />
      </ul>
      <p className={p}>
        {t("privacy.rights.selfBefore")}{" "}
        <Link className={a} to="/profile?tab=settings">
          {t("privacy.rights.settings")}
        </Link>
        {t("privacy.rights.selfMiddle")} <Mail /> {t("privacy.rights.selfAfter")}
      </p>

      <h2 className={h2}>{t("privacy.changes.title")}</h2>
      <p className={p}>{t("privacy.changes.text")}</p>

      <h2 className={h2}>{t("privacy.contact.title")}</h2>
      <p className={p}>
        {t("privacy.contact.before")} <Mail />
        {t("privacy.contact.middle")}{" "}
        <Link className={a} to="/terms">
          {t("terms.title")}
        </Link>
        .
      </p>
    </div>
  );
}
