/**
 * Comfort settings: what makes the site easier for one child (docs/decisions/comfort-settings.md).
 * Kept on the account (profiles.comfort) and, for visitors, in this browser's cp_comfort cookie;
 * set at /comfort with a plain form, and from the stage's switches. The page applies them as
 * attributes on <html> (tailwind.css reads them), so they work without JavaScript.
 */
import { useRouteLoaderData } from "@remix-run/react";

export interface Comfort {
  /** Everything a size larger (the root font size). */
  largerText: boolean;
  /** Atkinson Hyperlegible, a font made for readability, loaded only when chosen. */
  readableFont: boolean;
  /** The stage's sounds. */
  sound: boolean;
  /** Each new question read aloud by itself on the levels for ages 5-7. */
  readAloud: boolean;
  /** No animations, whatever the system says (the system's reduced-motion setting is followed anyway). */
  lessMotion: boolean;
}

export const COMFORT_DEFAULTS: Comfort = { largerText: false, readableFont: false, sound: true, readAloud: true, lessMotion: false };

export const COMFORT_KEYS = Object.keys(COMFORT_DEFAULTS) as (keyof Comfort)[];

/** Each setting's name and help, keys of the comfort page's messages (app/locales/<language>/site-pages.json). */
export const COMFORT_LABELS: Record<keyof Comfort, { label: string; help: string }> = {
  largerText: { label: "comfort.largerText", help: "comfort.largerTextHelp" },
  readableFont: { label: "comfort.readableFont", help: "comfort.readableFontHelp" },
  sound: { label: "comfort.sound", help: "comfort.soundHelp" },
  readAloud: { label: "comfort.readAloud", help: "comfort.readAloudHelp" },
  lessMotion: { label: "comfort.lessMotion", help: "comfort.lessMotionHelp" },
};

/** The player's comfort settings as the root route's loader read them, for any view (the stage's switches too). */
export function useComfort(): Comfort {
  return useRouteLoaderData<{ comfort?: Comfort }>("root")?.comfort ?? COMFORT_DEFAULTS;
}

/** The attributes <html> carries for them (none for the defaults). */
export function comfortAttributes(comfort: Comfort): Record<string, string | undefined> {
  return {
    "data-text": comfort.largerText ? "large" : undefined,
    "data-font": comfort.readableFont ? "readable" : undefined,
    "data-motion": comfort.lessMotion ? "less" : undefined,
  };
}
