// The stage's sound switch and the hook that plays sounds. The setting is a comfort setting
// (app/comfort-settings.ts), kept for the account or this browser; the sound code itself (sound.ts)
// loads only when a game asks for a sound.
import { useCallback, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useComfortSwitch } from "./comfort-switch";
import { SpeakerIcon } from "./icons";
import type { StageSound } from "./sound";

/** Whether sound is off, a setter for the switch, and `play` (does nothing while muted). */
export function useStageSound() {
  const [on, setOn] = useComfortSwitch("sound");
  const mutedRef = useRef(!on);
  mutedRef.current = !on;
  const loaded = useRef<Promise<typeof import("./sound")> | null>(null);
  const play = useCallback((sound: StageSound) => {
    if (mutedRef.current) return;
    loaded.current ??= import("./sound");
    void loaded.current.then((m) => m.playSound(sound)).catch(() => {});
  }, []);
  const setMuted = useCallback((muted: boolean) => setOn(!muted), [setOn]);
  return { muted: !on, setMuted, play };
}

export function SoundSwitch({ muted, onChange }: { muted: boolean; onChange: (muted: boolean) => void }) {
  const { t } = useTranslation("play");
  return (
    <button type="button" className="hud-sound" aria-pressed={!muted} onClick={() => onChange(!muted)}>
      <SpeakerIcon muted={muted} />
      <span className="sr-only">{t("stage.sound")}</span>
    </button>
  );
}
