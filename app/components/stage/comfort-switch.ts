// A comfort setting the stage switches in place (sound, read aloud): shown at once, and kept for
// the account or this browser by a post to /comfort (app/routes/comfort.tsx).
import { useFetcher } from "@remix-run/react";
import { useCallback, useState } from "react";
import { useComfort, type Comfort } from "~/comfort-settings";

export function useComfortSwitch(setting: "sound" | "readAloud"): [boolean, (on: boolean) => void] {
  const saved = useComfort()[setting];
  const [on, setOn] = useState<boolean>(saved);
  const fetcher = useFetcher<{ comfort: Comfort }>();
  const { submit } = fetcher;
  const change = useCallback(
    (value: boolean) => {
      setOn(value);
      submit({ intent: "switch", setting, on: value ? "1" : "0", mode: "json" }, { method: "post", action: "/comfort" });
    },
    [setting, submit],
  );
  return [on, change];
}
