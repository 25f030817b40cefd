import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { serverT } from "~/models/language.server";
import { nameProblem } from "~/models/name-refusals.server";
import { isUsernameAvailable } from "~/models/usernames.server";
import { cleanText } from "~/utils/visible-text";
import { usernameProblem, type UsernameAvailability, type UsernameStatus } from "~/utils/validation";

/** The register page's live check: GET /api/username-availability?username=..., in the reader's words. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const t = await serverT(request, context, "auth");
  const username = cleanText(new URL(request.url).searchParams.get("username") ?? "");
  const reply = (status: UsernameStatus, message: string) =>
    json<UsernameAvailability>({ username, status, message }, { headers: { "Cache-Control": "no-store" } });
  if (!username) return reply("empty", "");
  if (usernameProblem(username)) return reply("invalid", t("signUp.usernameStatus.invalid"));
  // The name screen's refusal in the reader's words (their "checks").
  const rude = nameProblem("username", username, await serverT(request, context, "checks"));
  if (rude) return reply("invalid", rude);
  try {
    return (await isUsernameAvailable(context.db, username))
      ? reply("available", t("signUp.usernameStatus.available"))
      : reply("taken", t("problems.usernameTaken"));
  } catch (error) {
    console.error("username check failed", error);
    return reply("unknown", t("signUp.usernameStatus.unknown"));
  }
}
