import { useEffect, useState } from "react";

/**
 * Whether a friend race runs on the play page: as the page was rendered, then as the live panel
 * tells (`setRacing`). When a race starts, or runs as the page opens, its stage (#race) is brought
 * on screen, once the page above it has shrunk to the way back and the title.
 */
export function useRacing(racingAtRender: boolean) {
  const [racing, setRacing] = useState(racingAtRender);
  useEffect(() => {
    if (racing) document.getElementById("race")?.scrollIntoView({ block: "start" });
  }, [racing]);
  return { racing, setRacing };
}
