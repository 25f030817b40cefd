// Linted as if it were app/models/lint-fixture.server.ts: a model that takes a helper of
// app/utils/ imports downwards, as every model may.
import { slugify } from "~/utils/slug";

export const gameSlug = (title: string) => slugify(title);
