import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { shareUrl, sharePlatformLabels, type SharePlatform } from "~/utils/share";
import { useSocialSharing } from "~/utils/use-sharing";

/** Share links that open in a new window, plus Copy Link. */
export function ShareLinks({ url, text, platforms }: { url: string; text: string; platforms: SharePlatform[] }) {
  const social = useSocialSharing();
  const { t } = useTranslation("kit");
  return (
    <div className="flex flex-wrap items-center gap-2">
      {(social ? platforms : []).map((platform) => (
        <a key={platform} href={shareUrl(platform, url, text)} target="_blank" rel="noopener noreferrer" className="btn-secondary text-sm">
          {t("share.on", { platform: sharePlatformLabels[platform] })}
        </a>
      ))}
      {social ? null : <p className="text-sm text-slate-700">{t("share.waits")}</p>}
      <CopyLink
        url={url}
        buttonClassName="btn-secondary text-sm"
        labelClassName="flex w-full max-w-sm items-center gap-2"
        inputClassName="min-w-0 flex-1"
      />
    </div>
  );
}

/**
 * Copy Link with its status; without JavaScript, the link in a read-only field to copy by hand,
 * since a copy button could not work.
 */
export function CopyLink({
  url,
  buttonClassName,
  labelClassName = "block",
  inputClassName = "mt-1",
}: {
  url: string;
  buttonClassName: string;
  labelClassName?: string;
  inputClassName?: string;
}) {
  const hydrated = useHydrated();
  const [copyState, copy] = useCopyLink(url);
  const { t } = useTranslation("kit");
  return (
    <>
      {hydrated ? (
        <button type="button" onClick={copy} className={buttonClassName}>
          {t("share.copy")}
        </button>
      ) : (
        <label className={`${labelClassName} text-sm text-slate-700`}>
          {t("share.link")}
          <input readOnly value={url} className={`input ${inputClassName} text-sm`} />
        </label>
      )}
      <CopyStatus state={copyState} />
    </>
  );
}

type CopyState = "idle" | "copied" | "failed";

/** Copy Link: writes `url` to the clipboard; pays nothing. */
function useCopyLink(url: string): [CopyState, () => Promise<void>] {
  const [state, setState] = useState<CopyState>("idle");
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setState("copied");
    } catch {
      setState("failed");
    }
  }
  return [state, copy];
}

function CopyStatus({ state }: { state: CopyState }) {
  const { t } = useTranslation("kit");
  return (
    <span role="status" className="text-sm">
      {state === "copied" ? <span className="text-green-800">{t("share.copied")}</span> : null}
      {state === "failed" ? (
        <span className="text-red-800">
          <strong>{t("share.copyFailedTitle")}</strong> {t("share.copyFailed")}
        </span>
      ) : null}
    </span>
  );
}
