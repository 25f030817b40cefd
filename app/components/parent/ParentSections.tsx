/** The sections of the parent's page (routes/parent.$token.tsx): plain text and real forms, no script needed. */
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Label, SubmitButton } from "~/components/forms";

export const h2 = "mt-8 text-xl font-bold text-slate-900";
const li = "mt-2";

/** What is collected and why: the same facts as the privacy page's children's section. */
export function WhatWeStore() {
  const { t } = useTranslation("parent");
  const items = [
    [t("store.email.what"), t("store.email.why")],
    [t("store.birth.what"), t("store.birth.why")],
    [t("store.username.what"), t("store.username.why")],
    [t("store.play.what"), t("store.play.why")],
    [t("store.skills.what"), t("store.skills.why")],
    [t("store.parentEmail.what"), t("store.parentEmail.why")],
  ];
  return (
    <>
      <h2 className={h2}>{t("store.title")}</h2>
      <ul className="mt-2 list-disc pl-6 text-slate-800">
        {items.map(([what, why]) => (
          <li key={what} className={li}>
            <strong>{what}</strong>
            {why}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-slate-800">{t("store.noAds")}</p>
    </>
  );
}

export function PublicChoice({ checked, label }: { checked: boolean; label: string }) {
  return (
    <Label className="mt-4 flex items-start gap-3 text-slate-800">
      <input type="checkbox" name="publicAllowed" defaultChecked={checked} className="mt-1 h-5 w-5" />
      <span>{label}</span>
    </Label>
  );
}

/** The child's last seven days, in the weekly e-mail's words: something to read the moment the parent says yes. */
export function LastWeek({ childName, week }: { childName: string; week: { intro: string; lines: string[] } }) {
  const { t } = useTranslation("parent");
  return (
    <section aria-labelledby="last-week" data-testid="last-week">
      <h2 id="last-week" className={h2}>
        {t("lastWeek", { child: childName })}
      </h2>
      <p className="mt-2 text-slate-800">{week.intro}</p>
      {week.lines.length > 0 ? (
        <ul className="mt-2 list-disc pl-6 text-slate-800">
          {week.lines.map((line) => (
            <li key={line} className={li}>
              {line}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The weekly e-mail about the child: off until the parent asks for it. */
export function WeeklySummaryChoice({ childName, checked, busy }: { childName: string; checked: boolean; busy: boolean }) {
  const { t } = useTranslation("parent");
  return (
    <>
      <h2 className={h2}>{t("weekly.title")}</h2>
      <Form method="post">
        <Label className="mt-2 flex items-start gap-3 text-slate-800">
          <input type="checkbox" name="weeklySummary" defaultChecked={checked} className="mt-1 h-5 w-5" />
          <span>{t("weekly.label", { child: childName })}</span>
        </Label>
        <SubmitButton name="intent" value="summary" className="btn-secondary mt-4" disabled={busy}>
          {t("save")}
        </SubmitButton>
      </Form>
    </>
  );
}

/** Every e-mail we sent carries a link to this page; each works until the parent stops it here. */
export function ParentLinks({ liveLinks, busy }: { liveLinks: number; busy: boolean }) {
  const { t } = useTranslation("parent");
  const others = liveLinks - 1;
  return (
    <>
      <h2 className={h2}>{t("links.title")}</h2>
      <p className="mt-2 text-slate-800">
        {t("links.each")} {others === 0 ? t("links.onlyThis") : t("links.others", { count: others })}
      </p>
      {others > 0 ? (
        <Form method="post" className="mt-4 flex flex-wrap gap-3">
          <SubmitButton name="intent" value="stop-other-links" className="btn-secondary" disabled={busy}>
            {t("links.stopOthers")}
          </SubmitButton>
          <SubmitButton name="intent" value="stop-this-link" className="btn-secondary" disabled={busy}>
            {t("links.stopThis")}
          </SubmitButton>
        </Form>
      ) : null}
    </>
  );
}

/** The child's data to download, and the account to delete (a box to tick first): a parent's rights, from the mailed link or the letter's code. */
export function ChildDataChoices({ downloadHref, busy }: { downloadHref: string; busy: boolean }) {
  const { t } = useTranslation("parent");
  return (
    <>
      <h2 className={h2}>{t("data.title")}</h2>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={downloadHref} download className="btn-secondary">
          {t("data.download")}
        </a>
      </div>
      <Form method="post" className="card mt-6 border-red-200 p-5">
        <Label className="flex items-start gap-3 text-slate-800">
          <input type="checkbox" name="sure" required className="mt-1 h-5 w-5" />
          <span>{t("data.understand")}</span>
        </Label>
        <SubmitButton name="intent" value="delete" className="btn-danger mt-4" disabled={busy}>
          {t("data.delete")}
        </SubmitButton>
      </Form>
    </>
  );
}
