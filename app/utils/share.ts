/** Social share links. Opening one (not Copy Link) earns a signed-in player SHARE_REWARD CC once per game a day. */

/** Part of the economy's table (app/economy.ts), kept here for the share menu. */
export const SHARE_REWARD = 10;

export const sharePlatforms = ["x", "linkedin", "whatsapp", "facebook"] as const;
export type SharePlatform = (typeof sharePlatforms)[number];

export const sharePlatformLabels: Record<SharePlatform, string> = {
  x: "X",
  linkedin: "LinkedIn",
  whatsapp: "WhatsApp",
  facebook: "Facebook",
};

export function isSharePlatform(value: unknown): value is SharePlatform {
  return typeof value === "string" && (sharePlatforms as readonly string[]).includes(value);
}

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

/** The text shared with a game's link (the same in the browser and in the no-JS share form). */
export function gameShareText(title: string): string {
  return `I'm playing ${title} on CleverPlay! Come and play too.`;
}
