// The language a run is played in (docs/decisions/games-in-spanish.md): fixed when the run starts,
// so every question, feedback, worked step and hint of one run is in one language, whatever the
// reader switches to meanwhile.
import { GAME_LANGUAGES, type GameLanguage, type RunState } from "./types";

export type { GameLanguage };

export function isGameLanguage(value: unknown): value is GameLanguage {
  return typeof value === "string" && (GAME_LANGUAGES as readonly string[]).includes(value);
}

/** A reader's language as a game language: the reader's when the games speak it, else English. */
export function gameLanguageOf(language: string | undefined): GameLanguage {
  return isGameLanguage(language) ? language : "en";
}

/** The state a run starts with in `language`: English is no key at all, exactly as before languages. */
export function withLanguage(state: RunState, language: GameLanguage | undefined): RunState {
  return language === undefined || language === "en" ? state : { ...state, language };
}

/** A run's language: English where the state names none (every run started before languages). */
export function runLanguage(state: Pick<RunState, "language">): GameLanguage {
  return state.language ?? "en";
}

/**
 * One text in every language, picked for `language`. A Record, so a language added to
 * GAME_LANGUAGES fails the type check at every text that lacks it.
 */
export function inLanguage<T>(language: GameLanguage, texts: Record<GameLanguage, T>): T {
  return texts[language];
}
