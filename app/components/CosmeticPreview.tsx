import type { CosmeticView } from "~/utils/cosmetics";
import { Avatar } from "./Avatar";

/** How a cosmetic looks: a frame drawn around a sample avatar, a character as the avatar, a badge emblem on its own. */
export function CosmeticPreview({ item, size = 96 }: { item: Pick<CosmeticView, "category" | "imageUrl">; size?: number }) {
  if (item.category === "Avatar Frame") return <Avatar name="Clever Player" frameUrl={item.imageUrl} size={size} />;
  if (item.category === "Character") return <Avatar name="Clever Player" characterUrl={item.imageUrl} size={size} />;
  const emblem = Math.round(size * 0.7);
  return (
    <span className="inline-flex shrink-0 items-center justify-center" style={{ width: size, height: size }}>
      <img src={item.imageUrl} alt="" loading="lazy" width={emblem} height={emblem} />
    </span>
  );
}
