/**
 * The browser's React is Preact's compatibility layer (scripts/remix.cjs,
 * docs/decisions/preact-in-the-browser.md), so the page is hydrated with Preact's own `hydrate`.
 * Preact cannot take `document` itself as the root (its doctype and the order of <head> trip the
 * hydration, which then re-inserts the page's scripts), so it is handed a stand-in parent whose
 * only child is <html>: the workaround Preact's maintainers give for Remix (remix-run/remix#425).
 */
import { RemixBrowser } from "@remix-run/react";
import { hydrate, type ComponentChild } from "preact";

const root = document.documentElement;
const replaceRoot = (node: Node) => document.replaceChild(node, root);
const documentStandIn = { childNodes: [root], firstChild: root, insertBefore: replaceRoot, appendChild: replaceRoot };

hydrate((<RemixBrowser />) as ComponentChild, documentStandIn as unknown as Element);
