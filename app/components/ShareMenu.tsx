/**
 * The Share menu (X, LinkedIn, WhatsApp, Facebook, Copy Link), a <details> so it opens without
 * JavaScript. Each platform is a button of one small form posted to /share, which records a
 * signed-in player's share (10 CC once per game a day) and sends the browser on to the platform's
 * share page; the long share URLs are built there, not repeated in every menu of a page. With
 * JavaScript the share window opens at once and a signed-in player's share is recorded in the
 * background; a second share while one is being recorded is ignored. Copy Link pays nothing.
 */
import { Form, useFetcher } from "@remix-run/react";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { isSharePlatform, SHARE_REWARD, shareUrl, sharePlatformLabels, sharePlatforms } from "~/utils/share";
import { useSocialSharing } from "~/utils/use-sharing";
import { CopyLink } from "./ShareLinks";
import { SubmitButton } from "~/components/forms";

interface ShareReply {
  paid?: boolean;
  /** Every amount the share paid: "+10 CC for sharing, +10 CC Spread the Word badge". */
  coins?: string;
  error?: string;
}

export function ShareMenu({
  url,
  text,
  gameId,
  canEarn,
  label,
  open = false,
}: {
  url: string;
  text: string;
  gameId: string;
  /** Signed in: shares are recorded and can earn coins. */
  canEarn: boolean;
  /** The summary's accessible name, when several menus share a page (else its visible Share). */
  label?: string;
  /** Opened at once (a row's Share on the leaderboard, clicked with JavaScript). */
  open?: boolean;
}) {
  const fetcher = useFetcher<ShareReply>();
  const social = useSocialSharing();
  const { t } = useTranslation("kit");

  function share(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (fetcher.state !== "idle") return;
    const form = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    const platform = form.get("platform");
    if (!isSharePlatform(platform)) return;
    const opened = window.open(shareUrl(platform, url, text), "_blank");
    if (!opened) return; // blocked: nothing was shared, so nothing is recorded
    opened.opener = null;
    if (!canEarn) return;
    form.set("mode", "json");
    fetcher.submit(form, { method: "post", action: "/share" });
  }

  const failed = fetcher.state === "idle" && fetcher.data?.error;
  return (
    <details className="relative" open={open || undefined}>
      <summary className="btn-secondary cursor-pointer list-none text-sm" aria-label={label}>
        {t("share.button")}
      </summary>
      <div className="absolute right-0 z-30 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
        <Form method="post" action="/share" onSubmit={share} className="flex flex-col">
          <input type="hidden" name="gameId" value={gameId} />
          {(social ? sharePlatforms : []).map((platform) => (
            <SubmitButton
              key={platform}

              name="platform"
              value={platform}
              className="rounded-lg px-3 py-2 text-left text-sm font-medium hover:bg-slate-100"
            >
              {t("share.on", { platform: sharePlatformLabels[platform] })}
            </SubmitButton>
          ))}
          {social ? null : <p className="px-3 py-2 text-sm text-slate-700">{t("share.waits")}</p>}
        </Form>
        <div className="mt-1 border-t border-slate-200 px-3 pt-2">
          <CopyLink url={url} buttonClassName="w-full rounded-lg py-1 text-left text-sm font-medium hover:bg-slate-100" />
          <span role="status" className="block text-sm">
            {failed ? (
              <span className="text-red-800">
                <strong>{t("share.failedTitle")}</strong> {t("share.failed")}
              </span>
            ) : fetcher.data?.coins || fetcher.data?.paid ? (
              <span className="text-green-800">{`${fetcher.data.coins || t("share.paid", { reward: SHARE_REWARD })}!`}</span>
            ) : null}
          </span>
        </div>
      </div>
    </details>
  );
}
