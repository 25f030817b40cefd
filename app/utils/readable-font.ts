// The readable font's stylesheets (Atkinson Hyperlegible, Latin, regular and bold), self-hosted
// through the build: the page links them only for a player who chose the font (app/root.tsx), so
// no one else downloads them.
import latinBold from "@fontsource/atkinson-hyperlegible/latin-700.css?url";
import latinRegular from "@fontsource/atkinson-hyperlegible/latin-400.css?url";

export const READABLE_FONT_STYLESHEETS = [latinRegular, latinBold];
