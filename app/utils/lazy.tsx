import { lazy, Suspense, type ComponentType, type FunctionComponent } from "react";

/**
 * A component whose code the browser loads only when a page shows it (a tab, a panel), to keep
 * every page's first load small. The server still renders it in full: app/entry.server.tsx sends
 * a page only once everything on it is rendered, so it works the same without JavaScript; the
 * browser hydrates it once its code arrives.
 */
export function lazyComponent<P extends object>(load: () => Promise<FunctionComponent<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: (await load()) as ComponentType<object> }));
  return function Loaded(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...(props as object)} />
      </Suspense>
    );
  };
}
