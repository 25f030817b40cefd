/**
 * Where a signed-out visitor goes to sign in. `/login` is the sign-in page (the spec's route
 * table); `/auth/login` forwards to it keeping the query, and is linked only where the spec names
 * it (the join page's sign-in redirect, the challenge cards).
 */
export const LOGIN_PAGE = "/login";
export const AUTH_LOGIN = "/auth/login";

export interface LoginPathOptions {
  /** The address to send to: LOGIN_PAGE unless the spec names AUTH_LOGIN. */
  via?: typeof LOGIN_PAGE | typeof AUTH_LOGIN;
  /** A fixed path of letters and slashes, written as it is (as those links have always been). */
  plain?: boolean;
}

/** The sign-in page, coming back to `redirectTo` (a path of this site) afterwards. */
export function loginPath(redirectTo?: string, { via = LOGIN_PAGE, plain = false }: LoginPathOptions = {}): string {
  if (redirectTo === undefined) return via;
  return `${via}?redirectTo=${plain ? redirectTo : encodeURIComponent(redirectTo)}`;
}
