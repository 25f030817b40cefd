import { useEffect, useState } from "react";

/**
 * The server's clock now (ms), as a room last told it, ticking 4 times a second until `until` (a
 * freeze counting down; null: no tick): a browser with a wrong clock still counts the same seconds.
 */
export function useServerNow(serverNow: string, until: string | null): number {
  const [offset] = useState(() => Date.parse(serverNow) - Date.now());
  const [now, setNow] = useState(() => Date.parse(serverNow));
  useEffect(() => {
    if (!until) return;
    const end = Date.parse(until);
    let timer: ReturnType<typeof setInterval> | undefined = undefined;
    const tick = () => {
      const at = Date.now() + offset;
      setNow(at);
      if (at >= end) clearInterval(timer);
    };
    timer = setInterval(tick, 250);
    tick();
    return () => clearInterval(timer);
  }, [until, offset]);
  return now;
}
