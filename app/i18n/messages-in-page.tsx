/**
 * The page's own messages, written into the page for the browser's i18next (app/entry.client.tsx):
 * only the page's language and the namespaces of its routes, and no script file to wait for.
 * Namespaces of later pages arrive as small files of their own (app/i18n/lazy-messages.ts).
 */
import type { i18n as I18n } from "i18next";
import { useTranslation } from "react-i18next";
import { useNonce } from "~/utils/nonce";
import type { Resources } from "./messages";

export interface PageMessages {
  language: string;
  resources: Resources;
}

declare global {
  interface Window {
    __i18n: PageMessages;
  }
}

/** JSON that is safe inside a <script>: no "</script>" or "<!--" can end or change it. */
function scriptJson(value: PageMessages): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

function pageMessagesOf(i18n: I18n): PageMessages {
  return { language: i18n.language, resources: i18n.store.data as Resources };
}

/**
 * The server writes what its i18next holds for this page; the browser draws the same words it
 * was sent (never what it loaded since), so hydration finds nothing to change.
 */
export function MessagesInPage() {
  const nonce = useNonce();
  const { i18n } = useTranslation();
  const messages = typeof window === "undefined" ? pageMessagesOf(i18n) : window.__i18n;
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: `window.__i18n=${scriptJson(messages)}` }} />;
}
