import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

export type SharePlatform = "x" | "linkedin" | "whatsapp" | "facebook";

export const sharePlatformLabels: Record<SharePlatform, string> = {
  x: "X",
  linkedin: "LinkedIn",
  whatsapp: "WhatsApp",
  facebook: "Facebook",
};

export function shareUrl(platform: SharePlatform, url: string, text: string): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  switch (platform) {
    case "x":
      return `https://twitter.com/intent/tweet?text=${t}&url=${u}`;
    case "linkedin":
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case "whatsapp":
      return `https://wa.me/?text=${t}%20${u}`;
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
  }
}

/**
 * Share links that open in a new window, plus Copy Link. Without JavaScript the link is shown in
 * a read-only field to copy by hand, since a copy button could not work.
 */
export function ShareLinks({ url, text, platforms }: { url: string; text: string; platforms: SharePlatform[] }) {
  const hydrated = useHydrated();
  const [copyState, setCopyState] = useState<"idle" | "copied" | "failed">("idle");
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopyState("copied");
    } catch {
      setCopyState("failed");
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      {platforms.map((platform) => (
        <a
          key={platform}
          href={shareUrl(platform, url, text)}
          target="_blank"
          rel="noopener noreferrer"
          className="btn-secondary text-sm"
        >
          Share on {sharePlatformLabels[platform]}
        </a>
      ))}
      {hydrated ? (
        <button type="button" onClick={copy} className="btn-secondary text-sm">
          Copy Link
        </button>
      ) : (
        <label className="flex items-center gap-2 text-sm text-slate-700">
          Link
          <input readOnly value={url} className="input w-64 text-sm" />
        </label>
      )}
      <span role="status" className="text-sm">
        {copyState === "copied" ? <span className="text-green-800">Link copied!</span> : null}
        {copyState === "failed" ? (
          <span className="text-red-800">
            <strong>Copy Failed</strong> Could not copy to clipboard. Please try again.
          </span>
        ) : null}
      </span>
    </div>
  );
}
