import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny SMART app for the launch e2e, served on a loopback port by the test (another origin than
 * Praxis): `/` starts a standalone launch with PKCE S256 (its verifier and state in the page's
 * sessionStorage), `/callback` checks the state, exchanges the code at the token endpoint and
 * reads `Patient/{patient}` and `Patient/{other}`, writing each answer's status on the page; when
 * the answer carries a refresh token (the launch asked `offline_access`), it refreshes (the next
 * refresh token is rotated) and reads the patient again with the new access token.
 * It is a public client: no secret, only the PKCE verifier.
 */
const LAUNCH_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test app</title></head>
<body><main><h1>Test app</h1><p id="step">Starting…</p></main><script type="module">
const config = JSON.parse(new URLSearchParams(location.search).get('config'));
const bytes = crypto.getRandomValues(new Uint8Array(32));
const b64url = (buffer) => btoa(String.fromCharCode(...new Uint8Array(buffer)))
  .replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');
const verifier = b64url(bytes);
const challenge = b64url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
const state = b64url(crypto.getRandomValues(new Uint8Array(16)));
sessionStorage.setItem('launch', JSON.stringify({ ...config, verifier, state }));
const discovery = await (await fetch(config.fhirBase + '/.well-known/smart-configuration')).json();
const url = new URL(discovery.authorization_endpoint);
url.search = new URLSearchParams({
  response_type: 'code', client_id: config.clientId, redirect_uri: location.origin + '/callback',
  scope: config.scope ?? 'launch/patient patient/*.rs', state, aud: config.fhirBase,
  code_challenge: challenge, code_challenge_method: 'S256',
}).toString();
location.assign(url.toString());
</script></body></html>`;

const CALLBACK_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test app</title></head>
<body><main><h1>Test app</h1><dl>
<dt>Token</dt><dd id="token">…</dd><dt>Patient</dt><dd id="patient">…</dd>
<dt>Chosen patient</dt><dd id="chosen">…</dd><dt>Another patient</dt><dd id="other">…</dd>
<dt>Refreshed</dt><dd id="refreshed">…</dd><dt>Read again</dt><dd id="again">…</dd>
</dl></main><script type="module">
const launch = JSON.parse(sessionStorage.getItem('launch'));
const params = new URLSearchParams(location.search);
const show = (id, text) => { document.getElementById(id).textContent = text; };
if (params.get('state') !== launch.state) { show('token', 'state mismatch'); throw new Error('state'); }
if (params.get('error')) { show('token', 'error ' + params.get('error')); throw new Error('denied'); }
const discovery = await (await fetch(launch.fhirBase + '/.well-known/smart-configuration')).json();
const answer = await fetch(discovery.token_endpoint, {
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({
    grant_type: 'authorization_code', code: params.get('code'), client_id: launch.clientId,
    redirect_uri: location.origin + '/callback', code_verifier: launch.verifier,
  }),
});
const token = await answer.json();
show('token', answer.status + ' ' + token.scope);
show('patient', token.patient);
const read = (id, accessToken = token.access_token) => fetch(launch.fhirBase + '/Patient/' + id, {
  headers: { authorization: 'Bearer ' + accessToken, accept: 'application/fhir+json' },
});
const chosen = await read(token.patient);
const body = await chosen.json();
show('chosen', chosen.status + ' ' + body.name[0].family);
const other = await read(launch.otherPatientId);
show('other', other.status + ' ' + (await other.json()).issue[0].code);
if (token.refresh_token) {
  const refreshed = await fetch(discovery.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token', refresh_token: token.refresh_token, client_id: launch.clientId,
    }),
  });
  const next = await refreshed.json();
  const rotated = next.refresh_token && next.refresh_token !== token.refresh_token;
  show('refreshed', refreshed.status + ' ' + next.scope + (rotated ? ' rotated' : ''));
  const again = await read(token.patient, next.access_token);
  show('again', again.status + ' ' + (await again.json()).name[0].family);
}
</script></body></html>`;

export interface SmartTestApp {
  origin: string;
  close(): Promise<void>;
}

export async function startSmartTestApp(): Promise<SmartTestApp> {
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const page = path === '/' ? LAUNCH_PAGE : path === '/callback' ? CALLBACK_PAGE : null;
    if (!page) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
