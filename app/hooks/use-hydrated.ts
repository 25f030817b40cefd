import { useEffect, useState } from "react";

/** Set once the page has hydrated: a component mounted later starts hydrated, as remix-utils' did. */
let pageHydrated = false;

/**
 * Whether the browser has taken the page over: false on the server and in the render that
 * hydrates the server's HTML, true from then on. This is remix-utils' `useHydrated` without
 * `useSyncExternalStore`: Preact (the browser build's React, docs/decisions/preact-in-the-browser.md)
 * ignores that hook's server snapshot, so the hydrating render would already say true, differ from
 * the server's HTML, and leave attributes and fields as the server drew them.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    setHydrated(true);
  }, []);
  return hydrated;
}
