/**
 * The browser voice a run is read aloud in: one of the run's language (language.ts), the
 * reader's own region first (es-MX for a Mexican browser), else any of that language (es-ES,
 * es-US), else none, and the browser's default voice says it with the utterance's `lang`. Pure,
 * so the choice is tested without a browser (tests/unit/speech.test.ts).
 */
import type { GameLanguage } from "../types";

/** What a browser voice tells of itself (SpeechSynthesisVoice). */
export interface VoiceInfo {
  lang: string;
  default?: boolean;
}

/** A voice for `language`, preferring the region of `preferred` (navigator.language), or undefined. */
export function voiceFor<V extends VoiceInfo>(voices: readonly V[], language: GameLanguage, preferred = ""): V | undefined {
  const base = (tag: string) => tag.toLowerCase().replace("_", "-").split("-")[0];
  const ofLanguage = voices.filter((voice) => base(voice.lang) === language);
  const sameTag = (voice: V) => voice.lang.toLowerCase().replace("_", "-") === preferred.toLowerCase();
  return ofLanguage.find(sameTag) ?? ofLanguage.find((voice) => voice.default) ?? ofLanguage[0];
}
