import { useRouteLoaderData } from "@remix-run/react";

/**
 * True for a child under 13 whose parent has not answered yet (root loader's user.awaitingParent,
 * docs/decisions/parental-consent.md): the pages leave out what limited mode does not allow
 * (sharing to social networks, paying by card), and the server refuses them too.
 */
export function useAwaitingParent(): boolean {
  // Read structurally: a component must not import the root route (an arrow back up).
  const root = useRouteLoaderData("root") as { user?: { awaitingParent?: boolean } | null } | undefined;
  return Boolean(root?.user?.awaitingParent);
}

/**
 * True for a student a teacher made (docs/decisions/school-students.md): awaitingParent is true
 * for them too (their profile has a nickname); this says which words the limits are told in.
 */
export function useSchoolStudent(): boolean {
  const root = useRouteLoaderData("root") as { user?: { schoolStudent?: boolean } | null } | undefined;
  return Boolean(root?.user?.schoolStudent);
}
