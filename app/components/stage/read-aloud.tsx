// Read aloud with the browser's own speech synthesis: no server, no download. Where the browser
// has none, nothing of it shows. The voice speaks the run's language (games/speech/voice.ts), else the page's (<html lang>).
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useComfort } from "~/comfort-settings";
import { isGameLanguage } from "~/games/language";
import { voiceFor } from "~/games/speech/voice";
import type { GameLanguage } from "~/games/types";
import { ReadAloudIcon } from "./icons";

/** Whether this browser can speak (false on the server and before hydration). */
export function useSpeechSupported(): boolean {
  const [supported, setSupported] = useState(false);
  useEffect(() => setSupported(typeof window.speechSynthesis?.speak === "function" && typeof SpeechSynthesisUtterance === "function"), []);
  return supported;
}

/** Says `text` in `lang` (a run's language; else the page's), cutting off whatever was being said. */
export function speak(text: string, lang?: GameLanguage) {
  const synth = window.speechSynthesis;
  if (!synth || typeof SpeechSynthesisUtterance !== "function") return;
  // Before the reader has touched the page (a link opened fresh, a reload) a browser says nothing
  // and logs speak() without a user's gesture as deprecated: the speaker button reads it then.
  if (navigator.userActivation?.hasBeenActive === false) return;
  synth.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  const language = lang ?? (isGameLanguage(document.documentElement.lang) ? document.documentElement.lang : "en");
  // Without a voice of the language, the utterance's lang still asks the browser for one.
  utterance.lang = language;
  const voice = voiceFor(synth.getVoices(), language, navigator.language);
  if (voice) utterance.voice = voice;
  // A little slower than the default, for children who are learning to read.
  utterance.rate = 0.9;
  synth.speak(utterance);
}

/** A speaker button that reads `text` aloud; nothing where the browser cannot speak. */
export function SpeakButton({
  text,
  label,
  className = "speak-btn",
  lang,
}: {
  text: string;
  label: string;
  className?: string;
  lang?: GameLanguage;
}) {
  const supported = useSpeechSupported();
  if (!supported) return null;
  return (
    <button type="button" className={className} onClick={() => speak(text, lang)}>
      <ReadAloudIcon />
      <span className="sr-only">{label}</span>
    </button>
  );
}

/** The stage's "Read aloud" switch (the readAloud comfort setting): each new question read by itself on the levels for ages 5-7. */
export function ReadAloudSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation("play");
  const supported = useSpeechSupported();
  if (!supported) return null;
  return (
    <button type="button" className="hud-sound" aria-pressed={on} onClick={() => onChange(!on)}>
      <ReadAloudIcon className="h-7 w-7" />
      <span className="sr-only">{t("stage.readAloud")}</span>
    </button>
  );
}

/**
 * Reads `text` once, when the screen first shows, on a level for ages 5-7 while the read-aloud
 * setting is on: the start screen and the results, as the questions between them are.
 */
export function useReadAloudOnce(text: string, youngLevel: boolean) {
  const { readAloud } = useComfort();
  const said = useRef(false);
  useEffect(() => {
    if (said.current || !readAloud || !youngLevel) return;
    said.current = true;
    speak(text);
  }, [text, readAloud, youngLevel]);
}
