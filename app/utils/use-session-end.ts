/**
 * The header's Active Session badge away from the game pages (a host who followed a header link
 * mid-race): the page watches the session, without counting as the player being there (so the
 * host's leaving still ends it), and reloads the header's data once it has ended, so the badge
 * goes without a page load. On the game pages the live session's own line does this.
 */
import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { openLiveLink } from "./live-link";

export function useSessionEnd(sessionId: string | null) {
  const revalidator = useRevalidator();
  // The latest revalidator without making it a dependency: the line stays open across renders.
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useEffect(() => {
    if (!sessionId) return;
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      revalidate.current();
    };
    const link = openLiveLink(`session=${sessionId}&watch=1`, `/sessions/${sessionId}/events?watch=1`, {
      receive: (data) => {
        if ((JSON.parse(data) as { type?: string }).type === "ended") end();
      },
      status: () => {},
      refused: end,
    });
    return () => link.stop();
  }, [sessionId]);
}
