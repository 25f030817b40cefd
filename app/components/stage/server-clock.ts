import { useEffect, useRef, useState } from "react";

/** The server's clock (as of the page's render, then ticking), so a wrong local clock does not matter. */
export function useServerClock(serverNow: string, ticking: boolean): number {
  const offset = useRef(Date.parse(serverNow) - Date.now());
  const [now, setNow] = useState(() => Date.parse(serverNow));
  useEffect(() => {
    if (!ticking) return;
    const tick = () => setNow(Date.now() + offset.current);
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}
