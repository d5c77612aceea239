// What the bench measures in headless Chromium: bytes a page needs, "form visible", an event burst.
import { gzipSync } from 'node:zlib';

/** The sign-in form's e-mail field, however the page marks it. */
export const EMAIL_INPUT =
  'input[type="email"], input[name="email"], input[autocomplete="email"], input[autocomplete="username"]';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/** A fresh context (empty cache, cache disabled) with one page, CPU slowed `cpuRate` times. */
export async function freshPage(browser, { cpuRate = 1, initScripts = [] } = {}) {
  const context = await browser.newContext();
  for (const script of initScripts) await context.addInitScript(script);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  return { context, page };
}

/**
 * Records every JS and CSS response of a context (raw and gzip bytes, gzip by node's zlib) and
 * every request that leaves loopback. `reset()` starts a new recording; `settle()` waits for bodies.
 */
export function recordRequests(context) {
  let assets = new Map();
  let pending = [];
  const thirdParty = new Set();

  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && !LOOPBACK.has(url.hostname)) thirdParty.add(url.href);
  });
  context.on('response', (response) => {
    const url = new URL(response.url());
    const type = response.headers()['content-type'] ?? '';
    const kind = /javascript|ecmascript/.test(type)
      ? 'js'
      : type.includes('text/css')
        ? 'css'
        : null;
    if (!kind || !url.protocol.startsWith('http')) return;
    const target = assets;
    pending.push(
      response
        .body()
        .then((body) => {
          target.set(url.pathname, { kind, raw: body.length, gzip: gzipSync(body).length });
        })
        .catch(() => undefined),
    );
  });

  return {
    thirdParty,
    reset() {
      assets = new Map();
      pending = [];
    },
    async settle() {
      await Promise.all(pending);
      return assets;
    },
  };
}

/** Sums gzip bytes of JS and CSS, leaving out `exclude` (paths such as mock-only chunks). */
export function sumAssets(assets, exclude = new Set()) {
  const total = { js: 0, css: 0, excludedJs: 0, files: [] };
  for (const [path, asset] of assets) {
    if (exclude.has(path)) {
      if (asset.kind === 'js') total.excludedJs += asset.gzip;
      continue;
    }
    total[asset.kind] += asset.gzip;
    total.files.push({ path, ...asset });
  }
  return total;
}

/** Installed before any page script: stamps the first frame in which the e-mail input has a size. */
const FORM_VISIBLE_PROBE = `(() => {
  const poll = () => {
    const input = document.querySelector(${JSON.stringify(EMAIL_INPUT)});
    const box = input && input.getBoundingClientRect();
    if (box && box.width > 0 && box.height > 0) {
      window.__benchFormVisible = performance.now();
      return;
    }
    requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
})();`;

/** Milliseconds from navigation start to the first frame with a sized e-mail input, or null. */
export async function formVisibleOnce(browser, url, cpuRate) {
  const { context, page } = await freshPage(browser, {
    cpuRate,
    initScripts: [FORM_VISIBLE_PROBE],
  });
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(() => window.__benchFormVisible, null, {
      timeout: 30_000,
      polling: 50,
    });
    return await handle.jsonValue();
  } catch {
    return null;
  } finally {
    await context.close();
  }
}

/** Counts React commits through the DevTools hook, which production React also calls. */
export const REACT_COMMIT_COUNTER = `(() => {
  window.__benchCommits = 0;
  if (window.__REACT_DEVTOOLS_GLOBAL_HOOK__) return;
  let nextId = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) { nextId += 1; this.renderers.set(nextId, renderer); return nextId; },
    onCommitFiberRoot() { window.__benchCommits += 1; },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onScheduleFiberRoot() {},
    checkDCE() {},
  };
})();`;

/**
 * Dispatches `count` mousemove events on the page body, timing the synchronous main-thread work
 * minus the same loop on a detached element (the cost of dispatch itself), then counts the React
 * commits that follow within 300 ms.
 */
export function burst(page, count) {
  return page.evaluate(async (n) => {
    const event = new MouseEvent('mousemove', { bubbles: true, clientX: 10, clientY: 10 });
    const time = (target) => {
      const start = performance.now();
      for (let i = 0; i < n; i += 1) target.dispatchEvent(event);
      return performance.now() - start;
    };
    const baseline = time(document.createElement('div'));
    const commitsBefore = window.__benchCommits;
    const total = time(document.body);
    await new Promise((resolve) => setTimeout(resolve, 300));
    return {
      ms: Math.max(0, total - baseline),
      totalMs: total,
      baselineMs: baseline,
      commits: window.__benchCommits - commitsBefore,
      commitsSeen: window.__benchCommits,
    };
  }, count);
}

/** Signs in through the /login form with `account`; true once the browser has left /login. */
export async function signIn(page, origin, account) {
  try {
    if (!new URL(page.url()).pathname.startsWith('/login')) await page.goto(`${origin}/login`);
    const email = page.locator(EMAIL_INPUT).first();
    await email.waitFor({ state: 'visible', timeout: 20_000 });
    await email.fill(account.email);
    const password = page.locator('input[type="password"]').first();
    await password.fill(account.password);
    await password.press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 20_000 });
    return true;
  } catch {
    return false;
  }
}
