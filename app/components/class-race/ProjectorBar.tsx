/**
 * The projector's own top bar (the page has no site header, footer or coin balance): the way
 * back, the class screen (the same room without the host's buttons, for a window on the
 * projector), a full-screen switch where the browser has one, and, while a race runs, End, kept
 * in the corner away from the clock so nobody presses it while pointing at the time. In full
 * screen the whole bar hides with the host's other buttons (`host-control`) until a key is pressed
 * (any key leaves full screen, not only the browser's own Esc).
 */
import { Form, Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "~/components/forms";

interface ProjectorBarProps {
  /** The way back; null on the class screen. */
  back: { to: string; label: string } | null;
  /** The class screen's address, on the host's own screen. */
  classScreen: string | null;
  endable: boolean;
}

export function ProjectorBar({ back, classScreen, endable }: ProjectorBarProps) {
  // Rendered after hydration only: without JavaScript (or a Fullscreen API) there is no switch.
  const [canFullScreen, setCanFullScreen] = useState(false);
  useEffect(() => setCanFullScreen(typeof document.documentElement.requestFullscreen === "function"), []);
  useEffect(() => {
    const leave = () => void (document.fullscreenElement && document.exitFullscreen().catch(() => undefined));
    document.addEventListener("keydown", leave);
    return () => document.removeEventListener("keydown", leave);
  }, []);
  const enter = () => void document.documentElement.requestFullscreen().catch(() => undefined);
  const { t } = useTranslation("classrace");
  return (
    <div className="host-control flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-2">
      {back ? (
        <Link to={back.to} className="font-semibold text-indigo-800 hover:underline">
          ← {back.label}
        </Link>
      ) : (
        <span />
      )}
      <div className="flex flex-wrap items-center gap-3">
        {classScreen ? (
          <a href={classScreen} target="_blank" rel="noreferrer" className="btn-secondary" title={t("bar.classScreenHelp")}>
            {t("bar.classScreen")}
          </a>
        ) : null}
        {canFullScreen ? (
          <button type="button" onClick={enter} className="btn-secondary" title={t("bar.fullScreenHelp")}>
            {t("bar.fullScreen")}
          </button>
        ) : null}
        {endable ? (
          <Form method="post">
            <SubmitButton name="intent" value="end" className="btn-danger">
              {t("bar.end")}
            </SubmitButton>
          </Form>
        ) : null}
      </div>
    </div>
  );
}
