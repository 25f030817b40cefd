// The stage's one mute switch and the hook that plays sounds. The setting is kept in this
// browser (localStorage); the sound code itself (sound.ts) loads only when a game asks for a sound.
import { useCallback, useEffect, useRef, useState } from "react";
import { SpeakerIcon } from "./icons";
import type { StageSound } from "./sound";

const MUTED_KEY = "cleverplay:sound-muted";

function readMuted(): boolean {
  try {
    return window.localStorage.getItem(MUTED_KEY) === "1";
  } catch {
    return false;
  }
}

function writeMuted(muted: boolean) {
  try {
    if (muted) window.localStorage.setItem(MUTED_KEY, "1");
    else window.localStorage.removeItem(MUTED_KEY);
  } catch {
    // Storage refused (private mode): the switch still works for this page.
  }
}

/** Whether sound is on, a setter for the switch, and `play` (does nothing while muted). */
export function useStageSound() {
  const [muted, setMutedState] = useState(true);
  useEffect(() => setMutedState(readMuted()), []);
  const mutedRef = useRef(muted);
  mutedRef.current = muted;
  const loaded = useRef<Promise<typeof import("./sound")> | null>(null);
  const play = useCallback((sound: StageSound) => {
    if (mutedRef.current) return;
    loaded.current ??= import("./sound");
    void loaded.current.then((m) => m.playSound(sound)).catch(() => {});
  }, []);
  const setMuted = useCallback((value: boolean) => {
    writeMuted(value);
    setMutedState(value);
  }, []);
  return { muted, setMuted, play };
}

export function SoundSwitch({ muted, onChange }: { muted: boolean; onChange: (muted: boolean) => void }) {
  return (
    <button type="button" className="hud-sound" aria-pressed={!muted} onClick={() => onChange(!muted)}>
      <SpeakerIcon muted={muted} />
      <span className="sr-only">Sound</span>
    </button>
  );
}
