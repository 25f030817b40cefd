// oidc-provider ships no types: the test's provider (tests/support/oidc-provider.ts) uses a little of it.
declare module "oidc-provider" {
  const Provider: new (issuer: string, configuration: Record<string, unknown>) => any; // eslint-disable-line @typescript-eslint/no-explicit-any
  export default Provider;
}
