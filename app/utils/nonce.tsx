import { createContext, useContext, type ReactNode } from "react";

/**
 * The render's CSP nonce, given by app/entry.server.tsx to the scripts Remix writes inline. In
 * the browser it is empty: browsers hide nonces from scripts, and hydration keeps the server's.
 */
const NonceContext = createContext("");

export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
