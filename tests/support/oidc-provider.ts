/**
 * A real OpenID Provider for tests (panva's oidc-provider, the certified one) on a free port, with
 * one client registered for our school callback. Nobody types a password: its interaction page
 * (the login and consent prompts) signs in whoever the test named with `signInAs`, so a plain
 * fetch that follows redirects and keeps cookies walks the whole authorization flow.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

export interface TestPerson {
  sub: string;
  email?: string;
  email_verified?: boolean;
  sourcedId?: string;
}

export interface TestProvider {
  /** The issuer as the provider names itself: http://localhost:{port}. */
  issuer: string;
  /** The same server under another name (http://127.0.0.1:{port}): its discovery names `issuer`, not it. */
  otherName: string;
  clientId: string;
  clientSecret: string;
  /** Who the next sign-in at the provider is. */
  signInAs(person: TestPerson): void;
  /** How many times its discovery document was asked for. */
  discoveries(): number;
  close(): Promise<void>;
}

export async function startTestProvider({ redirectUris }: { redirectUris: string[] }): Promise<TestProvider> {
  const people = new Map<string, TestPerson>();
  let next: TestPerson | null = null;
  const clientId = "cleverplay-school";
  const clientSecret = "a-school-secret-long-enough-for-hs256-0123456789";

  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://localhost:${port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        response_types: ["code"],
        grant_types: ["authorization_code"],
      },
    ],
    // sourcedId rides with the openid scope, as a roster-aware provider would add it.
    claims: { openid: ["sub", "sourcedId"], email: ["email", "email_verified"] },
    // The claims in the ID token, as Google and Entra ID put the e-mail there.
    conformIdTokenClaims: false,
    findAccount: (_ctx: unknown, sub: string) => {
      const person = people.get(sub);
      return person ? { accountId: sub, claims: () => person } : undefined;
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    cookies: { keys: ["test-provider-cookie-key"] },
    // Its own defaults, said out loud (it asks): a code lasts a minute.
    ttl: { AuthorizationCode: 60, IdToken: 3600, AccessToken: 3600, Grant: 3600, Interaction: 600, Session: 3600 },
  });

  const handle = provider.callback();
  let discoveries = 0;
  server.on("request", (req, res) => {
    if (req.url === "/.well-known/openid-configuration") discoveries++;
    if (!req.url?.startsWith("/interaction/")) return handle(req, res);
    finishInteraction(req, res).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  async function finishInteraction(req: http.IncomingMessage, res: http.ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === "login") {
      if (!next) throw new Error("the test provider has nobody to sign in: call signInAs first");
      people.set(next.sub, next);
      return provider.interactionFinished(req, res, { login: { accountId: next.sub } }, { mergeWithLastSubmission: false });
    }
    const grant = new provider.Grant({ accountId: details.session.accountId, clientId: details.params.client_id });
    grant.addOIDCScope(details.params.scope);
    return provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
  }

  return {
    issuer,
    otherName: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    discoveries: () => discoveries,
    signInAs(person) {
      next = { email_verified: true, ...person };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A browser at the provider: from the authorization URL, follows its redirects (keeping its
 * cookies) until it sends the browser back to `callbackPrefix`; that address is the answer.
 */
export async function visitProvider(authorizationUrl: string, callbackPrefix: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(callbackPrefix)) return new URL(url);
    const response = await fetch(url, {
      redirect: "manual",
      headers: { Cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; ") },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const at = pair.indexOf("=");
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get("location");
    if (!location) throw new Error(`the provider answered ${response.status} without a redirect: ${(await response.text()).slice(0, 300)}`);
    url = new URL(location, url).toString();
  }
  throw new Error("the provider never sent the browser back");
}
