import { useTranslation } from "react-i18next";
import { ShareLinks } from "../ShareLinks";

/** The session's code and link, to pass to a friend. */
export function InviteCodeBox({ code, origin }: { code: string; origin: string }) {
  const { t } = useTranslation("race");
  const link = `${origin}/join/${code}`;
  return (
    <div className="rounded-xl bg-indigo-50 p-4">
      <p className="text-sm font-medium text-indigo-900">{t("invite.code")}</p>
      <p data-testid="invite-code" className="font-mono text-3xl font-extrabold tracking-[0.3em] text-indigo-900">
        {code}
      </p>
      <p className="mt-1 break-all text-sm text-indigo-900">
        {t("invite.shareLink")}{" "}
        <a href={link} className="underline">
          {link}
        </a>
      </p>
      <div className="mt-3">
        <ShareLinks url={link} text={t("invite.shareText", { code })} platforms={["whatsapp", "x"]} />
      </div>
    </div>
  );
}
