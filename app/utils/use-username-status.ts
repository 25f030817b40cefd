import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { cleanText } from "~/utils/visible-text";
import { usernameMessages, usernameProblem, type UsernameAvailability, type UsernameStatus } from "~/utils/validation";

/** Live availability 500 ms after typing stops (JavaScript only; the server checks on submit anyway). */
export function useUsernameStatus(username: string): { status: UsernameStatus | "checking"; message: string } {
  const hydrated = useHydrated();
  const fetcher = useFetcher<UsernameAvailability>();
  const [debounced, setDebounced] = useState(username);
  // As the server reads it: invisible characters out (utils/visible-text.ts), trimmed.
  const trimmed = cleanText(username);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(trimmed), 500);
    return () => clearTimeout(timer);
  }, [trimmed]);
  const formatProblem = trimmed ? usernameProblem(trimmed) : null;
  useEffect(() => {
    if (debounced && !usernameProblem(debounced)) fetcher.load(`/api/username-availability?username=${encodeURIComponent(debounced)}`);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  // Without JavaScript there is no live check: the page the server sent after a refused sign-up
  // must not hold the button at "Checking..." (the server checks the name on submit).
  if (!trimmed || !hydrated) return { status: "empty", message: "" };
  if (formatProblem) return { status: "invalid", message: usernameMessages.invalid };
  if (debounced !== trimmed || fetcher.state !== "idle" || fetcher.data?.username !== trimmed)
    return { status: "checking", message: "Checking..." };
  return { status: fetcher.data.status, message: fetcher.data.message };
}

export const usernameStatusClasses: Record<string, string> = {
  invalid: "text-red-800",
  taken: "text-red-800",
  available: "text-green-800",
  checking: "text-slate-700",
  unknown: "text-amber-900",
};
