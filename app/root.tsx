import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { Footer } from "~/components/Footer";
import { Header } from "~/components/Header";
import { NotFound } from "~/components/NotFound";
import { RouteError } from "~/components/RouteError";
import { Toasts } from "~/components/Toasts";
import type { ShownToast } from "~/utils/toast.server";
import stylesheet from "~/tailwind.css?url";
import { pageMeta } from "~/utils/meta";
import { getSignedInUser } from "~/models/auth.server";
import { closeSessionsLeftBehind } from "~/models/multiplayer/left-behind.server";
import { activeTwoPlayerSessionOf } from "~/models/multiplayer/sessions.server";
import { isGamePage } from "~/utils/game-pages";
import { useSessionEnd } from "~/utils/use-session-end";
import { playPath } from "~/utils/slug";
import { takeToast } from "~/utils/toast.server";
import { useNonce } from "~/utils/nonce";
import { comfortOf } from "~/models/comfort.server";
import { comfortAttributes, useComfort } from "~/comfort-settings";
import { READABLE_FONT_STYLESHEETS } from "~/utils/readable-font";
import { useTranslation } from "react-i18next";
import { useChangeLanguage } from "remix-i18next/react";
import { languageOf, serverT } from "~/models/language.server";
import { MessagesInPage } from "~/i18n/messages-in-page";
import type { I18nHandle } from "~/i18n/config";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.ico", sizes: "any" },
  { rel: "icon", href: "/logo.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({
    title: "CleverPlay",
    description: data?.description ?? "Educational games for ages 5-18: math, reading, logic and brain training.",
  });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [{ toast, headers: toastHeaders }, signIn] = await Promise.all([takeToast(request, context), getSignedInUser(request, context)]);
  const headers = new Headers(toastHeaders);
  if (signIn.setCookie) headers.append("Set-Cookie", signIn.setCookie);
  const user = signIn.user;
  let activeTwoPlayerSession = user?.activeTwoPlayerSession ?? null;
  // A player who opens another page here leaves the game pages: each session of theirs closes,
  // unless a page of it is still open in another tab (its connection says so; the hub ends a
  // hosted one once that closes too). Without JavaScript there is no connection: the page load is
  // the only sign. Most page views have no session and cost nothing here.
  if (user && activeTwoPlayerSession && !isGamePage(new URL(request.url).pathname)) {
    const closed = await closeSessionsLeftBehind(context.db, {
      userId: user.id,
      timeZone: context.env.APP_TIME_ZONE,
      stillOpen: (sessionId) => context.realtime.isOnline(sessionId, user.id),
    });
    if (closed.includes(activeTwoPlayerSession.id)) activeTwoPlayerSession = await activeTwoPlayerSessionOf(context.db, user.id);
  }
  const [comfort, locale, t] = await Promise.all([
    comfortOf(request, context, user),
    languageOf(request, context),
    serverT(request, context, "common"),
  ]);
  return json(
    {
      toast,
      comfort,
      // The page's language (remix-i18next's useLocale and useChangeLanguage read it here).
      locale,
      description: t("meta.description"),
      user: user && {
        id: user.id,
        username: user.username,
        displayName: user.displayName,
        avatarUrl: user.avatarUrl,
        frameUrl: user.frameUrl,
        emblemUrl: user.emblemUrl,
        characterUrl: user.characterUrl,
        balance: user.balance,
        isAdmin: user.isAdmin,
        // A child waiting for a parent: the share menus offer no social network (use-sharing.ts).
        awaitingParent: user.awaitingParent,
        // A student a teacher made: the same limits, in their own words (use-awaiting-parent.ts).
        schoolStudent: user.schoolStudent,
        mayTeach: user.mayTeach,
      },
      activeTwoPlayerSession: activeTwoPlayerSession && {
        id: activeTwoPlayerSession.id,
        inviteCode: activeTwoPlayerSession.inviteCode,
        href: playPath(activeTwoPlayerSession.game),
      },
    },
    { headers },
  );
}

/** The signed-in user as the header shows them, for the error page (it has no loader data of its own). */
function useOptionalUser() {
  return useRouteLoaderData<typeof loader>("root")?.user ?? null;
}

/** Route modules opt out of the header and footer with `handle = { layout: false }` (login, register). */
export interface RouteHandle extends I18nHandle {
  layout?: boolean;
}

function useWithLayout() {
  return useMatches().every((match) => (match.handle as RouteHandle | undefined)?.layout !== false);
}

function Document({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const comfort = useComfort();
  const { i18n } = useTranslation();
  // Says React has hydrated the page (its effects run once the whole tree is hydrated), so the e2e
  // journeys and the bench's school-line load can wait for the page itself rather than a clock.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang={i18n.language} {...comfortAttributes(comfort)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {comfort.readableFont ? READABLE_FONT_STYLESHEETS.map((href) => <link key={href} rel="stylesheet" href={href} />) : null}
        {/* Marks the page as scripted before it paints: the e2e journeys tell a page without JavaScript by it (tests/e2e/support.ts). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: 'document.documentElement.classList.add("js")' }} />
      </head>
      <body className="flex min-h-screen flex-col bg-white text-slate-900 antialiased">
        {children}
        <MessagesInPage />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { toast, user, activeTwoPlayerSession, locale } = useLoaderData<typeof loader>();
  // A sign-in (the account's language) changes the page's language without a new document.
  useChangeLanguage(locale);
  // Away from the game pages nothing else follows the session: the badge waits for its end here.
  const { pathname } = useLocation();
  useSessionEnd(activeTwoPlayerSession && !isGamePage(pathname) ? activeTwoPlayerSession.id : null);
  const withLayout = useWithLayout();
  // A page's own toast (its loader's `pageToast`) beside the one a redirect carried.
  const pageToasts = useMatches().flatMap((match) => {
    const shown = (match.data as { pageToast?: ShownToast } | undefined)?.pageToast;
    return shown ? [shown] : [];
  });
  return (
    <Document>
      {withLayout ? <Header user={user} activeTwoPlayerSession={activeTwoPlayerSession} /> : null}
      <Toasts toasts={[...(toast ? [toast] : []), ...pageToasts]} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      {withLayout ? <Footer /> : null}
    </Document>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A request the site refused (a body it cannot read, too large) says why; anything else is ours.
  const refusal =
    isRouteErrorResponse(error) && error.status >= 400 && error.status < 500 && typeof error.data === "string" ? error.data : null;
  const user = useOptionalUser();
  const { t } = useTranslation();
  return (
    <Document>
      <Header user={user} />
      <main id="main" className="flex-1">
        {notFound ? (
          <NotFound />
        ) : (
          <RouteError
            title={refusal ? t("errors.refused") : t("errors.wentWrong")}
            detail={refusal ?? t("errors.tryInAMoment")}
            link={{ to: "/", label: t("errors.returnHome") }}
          />
        )}
      </main>
      <Footer />
    </Document>
  );
}
