import type { LoaderFunctionArgs } from "@remix-run/node";
import { gameLanguageOf } from "~/games/language";
import { fixedT } from "~/i18n/messages.server";
import { taughtClass } from "~/models/classes/classes.server";
import { classSkills, classSkillsCsv } from "~/models/classes/class-skills.server";
import { languageOf } from "~/models/language.server";
import { csvResponse } from "~/utils/csv";

/** /teach/classes/{id}/skills.csv: the skills view, a student per line, in the page's words. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { klass } = await taughtClass(request, context, params.classId);
  const language = await languageOf(request, context);
  return csvResponse(
    classSkillsCsv(await classSkills(context.db, klass, gameLanguageOf(language)), fixedT(language, "teach")),
    `class-${klass.joinCode}-skills.csv`,
  );
}
