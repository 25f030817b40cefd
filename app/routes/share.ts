/**
 * POST /share: sends the browser on to a platform's share page for a game, and first records a
 * signed-in player's share (10 CC once per game a day; visitors are only sent on). The
 * JavaScript menu opens the share window itself and posts with mode=json to get { paid } back.
 */
import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { checkBadgesAfter, earnedBadgeCoins, type EarnedBadge } from "~/models/badges.server";
import { findGameByPath } from "~/models/games.server";
import { getSignedInUser } from "~/models/auth.server";
import { SHARE_REWARD } from "~/economy";
import { recordShare } from "~/models/shares.server";
import { coinsText } from "~/games/coins";
import { parseForm } from "~/utils/read-form.server";
import { gameShareText, sharePlatforms, shareUrl } from "~/utils/share";
import { playPath } from "~/utils/slug";
import { toastCookie } from "~/utils/toast.server";
import { siteOrigin } from "~/utils/url.server";
import { languageOf, serverT } from "~/models/language.server";

const shareSchema = z.object({
  gameId: z.string().uuid(),
  platform: z.enum(sharePlatforms),
  mode: z.literal("json").optional(),
});

export async function action({ request, context }: ActionFunctionArgs) {
  const [parsed, t] = await Promise.all([parseForm(request, shareSchema), serverT(request, context, "kit")]);
  const SHARE_FAILED = t("share.failed");
  if (!parsed.success) return json({ error: SHARE_FAILED }, { status: 400 });
  const { gameId, platform, mode } = parsed.data;
  const game = await findGameByPath(context.db, gameId);
  if (!game) return json({ error: SHARE_FAILED }, { status: 404 });

  const { user } = await getSignedInUser(request, context);
  if (user?.awaitingParent) {
    // The buttons are hidden for a child waiting for a parent (and a student a teacher made); a crafted post gets the same answer.
    const off = user.schoolStudent ? t("share.offSchool") : t("share.offParent");
    if (mode === "json") return json({ error: off }, { status: 403 });
    throw new Response(off, { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  let paid = false;
  let earned: EarnedBadge[] = [];
  if (user) {
    try {
      ({ paid } = await recordShare(context.db, {
        userId: user.id,
        game,
        platform,
        timeZone: context.env.APP_TIME_ZONE,
      }));
      earned = await checkBadgesAfter(context.db, user.id, "share");
    } catch (error) {
      console.error(error);
      if (mode === "json") return json({ error: SHARE_FAILED }, { status: 503 });
    }
  }

  // What the share paid, every amount: "+10 CC for sharing, +10 CC Spread the Word badge".
  const coins = coinsText([
    ...(paid ? [{ amount: SHARE_REWARD, what: t("share.forSharing") }] : []),
    ...earnedBadgeCoins(earned, await languageOf(request, context)),
  ]);
  const thanks = coins
    ? await toastCookie(request, context, {
        title: t("share.thanksTitle"),
        description: t("share.thanks", { game: game.title, coins }),
        variant: "success",
      })
    : undefined;
  if (mode === "json") {
    if (!user) return json({ error: t("share.signInToEarn") }, { status: 401 });
    return json({ paid, coins }, { headers: thanks ? { "Set-Cookie": thanks } : undefined });
  }
  // Without JavaScript: on to the share page, even if recording failed: the player came to share.
  // The thanks waits in its cookie for the player's next page here (back from the share page).
  return redirect(shareUrl(platform, siteOrigin(request, context) + playPath(game), gameShareText(game.title)), {
    headers: thanks ? { "Set-Cookie": thanks } : undefined,
  });
}
