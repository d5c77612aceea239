import { startOidcProvider } from './oidc-provider';

/** Playwright global setup: the OpenID provider runs for the whole e2e run and stops after it. */
export default async function startProviderForRun() {
  const provider = await startOidcProvider();
  return provider.close;
}
