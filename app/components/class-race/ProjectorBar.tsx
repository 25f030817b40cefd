/**
 * The projector's own top bar (the page has no site header, footer or coin balance): the way
 * back, a full-screen switch where the browser has one, and, while a race runs, End, kept in the
 * corner away from the clock so nobody presses it while pointing at the time.
 */
import { Form, Link } from "@remix-run/react";
import { useEffect, useState } from "react";

export function ProjectorBar({ backTo, backLabel, endable }: { backTo: string; backLabel: string; endable: boolean }) {
  // Rendered after hydration only: without JavaScript (or a Fullscreen API) there is no switch.
  const [canFullScreen, setCanFullScreen] = useState(false);
  useEffect(() => setCanFullScreen(typeof document.documentElement.requestFullscreen === "function"), []);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen().catch(() => undefined);
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-2">
      <Link to={backTo} className="font-semibold text-indigo-800 hover:underline">
        ← {backLabel}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        {canFullScreen ? (
          <button type="button" onClick={toggle} className="btn-secondary">
            Full screen
          </button>
        ) : null}
        {endable ? (
          <Form method="post">
            <button type="submit" name="intent" value="end" className="btn-danger">
              End the race now
            </button>
          </Form>
        ) : null}
      </div>
    </div>
  );
}
