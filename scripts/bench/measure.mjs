// What the bench measures in headless Chromium: bytes a page needs, "form visible", an event burst.
import { gzipSync } from 'node:zlib';

/** The sign-in form's e-mail field, however the page marks it. */
export const EMAIL_INPUT =
  'input[type="email"], input[name="email"], input[autocomplete="email"], input[autocomplete="username"]';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/** The first product page with its own data: the patient list, and its first row (a chart link). */
export const PATIENT_LIST_PATH = '/app/panels/hospital/patient';
export const PATIENT_ROWS_PROBE = {
  selector: 'a[href*="patientdashboard?id="]',
  path: PATIENT_LIST_PATH,
  unless: 'input[type="password"]',
};

/**
 * Issue 35's slow link: 10 Mbit/s each way, 40 ms round trip (CDP's latency is added to each
 * request's round trip).
 */
export const SLOW_LINK = {
  offline: false,
  latency: 40,
  downloadThroughput: 10_000_000 / 8,
  uploadThroughput: 10_000_000 / 8,
};

/**
 * A fresh context (empty cache, cache disabled unless `cache`) with one page, CPU slowed
 * `cpuRate` times, on `network` (`Network.emulateNetworkConditions`'s parameters) when given.
 */
export async function freshPage(
  browser,
  { cpuRate = 1, initScripts = [], network = null, cache = false } = {},
) {
  const context = await browser.newContext();
  for (const script of initScripts) await context.addInitScript(script);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: !cache });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  if (network) await cdp.send('Network.emulateNetworkConditions', network);
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

/** The attribute a sign-in page sets once its React form takes typing and submit (issue 13). */
export const SIGN_IN_READY = 'data-sign-in-ready';

/**
 * Installed before any page script. Stamps `window.__benchMarks.visible` in the first animation
 * frame in which `count` elements matching `selector` (one by default) have a size and pass
 * checkVisibility (only while the address is `path` and nothing matches `unless`, when given), and
 * `usable` when `<html data-sign-in-ready="true">` is set (a MutationObserver, so at the moment it
 * is set).
 */
export function marksProbe({ selector = EMAIL_INPUT, path = null, unless = null, count = 1 } = {}) {
  const json = JSON.stringify;
  return `(() => {
  const marks = { visible: null, usable: null };
  window.__benchMarks = marks;
  const stampUsable = () => {
    if (marks.usable === null && document.documentElement?.getAttribute(${json(SIGN_IN_READY)}) === 'true')
      marks.usable = performance.now();
  };
  new MutationObserver(stampUsable).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: [${json(SIGN_IN_READY)}],
  });
  const sized = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && el.checkVisibility();
  };
  const shown = () => {
    if (${json(path)} !== null && location.pathname !== ${json(path)}) return false;
    if (${json(unless)} !== null && document.querySelector(${json(unless)})) return false;
    return [...document.querySelectorAll(${json(selector)})].filter(sized).length >= ${json(count)};
  };
  const poll = () => {
    if (!shown()) return requestAnimationFrame(poll);
    marks.visible = performance.now();
    stampUsable();
  };
  requestAnimationFrame(poll);
})();`;
}

/**
 * One load of `url` in a fresh context at `cpuRate`× CPU under `marksProbe(probe)`: waits for the
 * visible mark (and the usable one when `waitUsable`), then, when `settle`, for the network to
 * go quiet so every request started before the marks has its resource timing entry. With `warm`,
 * the measured load is the context's second visit with the HTTP cache on (the first, unmeasured,
 * fills it), as every working day after the first. Resolves { visible, usable,
 * firstContentfulPaint, documentTransfer, resources: [{ path, start, end, transfer }] } in the
 * page's clock (ms from navigation start; `transfer` is the browser's transfer size, headers
 * included; the document itself is not among the resources), or { error }.
 */
export async function pageMarksOnce(
  browser,
  url,
  {
    cpuRate = 1,
    network = null,
    probe = {},
    initScripts = [],
    waitUsable = false,
    settle = false,
    warm = false,
  } = {},
) {
  const { context, page } = await freshPage(browser, {
    cpuRate,
    network,
    cache: warm,
    initScripts: [...initScripts, marksProbe(probe)],
  });
  try {
    /** Loads `url` until the marks are in, then (the first of a warm pair too) the network quiet. */
    const load = async (quiet) => {
      await page.goto(url, { waitUntil: 'commit' });
      await page.waitForFunction(
        (usable) => {
          const marks = window.__benchMarks;
          return marks.visible !== null && (!usable || marks.usable !== null);
        },
        waitUsable,
        { timeout: 30_000, polling: 50 },
      );
      if (quiet) await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    };
    // A warm load's first visit fills the HTTP cache; only the second is measured.
    if (warm) await load(true);
    await load(settle);
    return await page.evaluate(() => ({
      ...window.__benchMarks,
      firstContentfulPaint:
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      documentTransfer: performance.getEntriesByType('navigation')[0]?.transferSize ?? 0,
      resources: performance.getEntriesByType('resource').map((entry) => ({
        path: new URL(entry.name).pathname,
        start: entry.startTime,
        end: entry.responseEnd,
        transfer: entry.transferSize,
      })),
    }));
  } catch (error) {
    return { error: error.message.split('\n')[0] };
  } finally {
    await context.close();
  }
}

/** Milliseconds from navigation start to the first frame with a visible e-mail input, or null. */
export async function formVisibleOnce(browser, url, cpuRate) {
  const marks = await pageMarksOnce(browser, url, { cpuRate });
  return marks.error ? null : marks.visible;
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

/**
 * Issue 35: from the day to a chart inside a warm app at `cpuRate`× CPU. Opens `dayUrl` in a
 * fresh context (the session from `initScripts`), waits for its first chart link and for the
 * network to go quiet, rests the pointer on the link as a reader does before clicking (the link
 * loads the chart ahead), then clicks and resolves the ms from the click to the first frame with
 * the chart's heading (an `h1` on the chart's address), or { error }.
 */
export async function dayToChartOnce(browser, dayUrl, { cpuRate = 4, initScripts = [] } = {}) {
  const { context, page } = await freshPage(browser, { cpuRate, initScripts });
  try {
    await page.goto(dayUrl);
    const link = page.locator('a[href*="patientdashboard?id="]').first();
    await link.waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    // The pointer rests on the link until the chart's read it starts has been answered (a rest
    // of a few hundred ms, as a reader's before a click): `networkidle` was reached before the
    // hover, so waiting for it again would click before the read had even left.
    const href = (await link.getAttribute('href')) ?? '';
    const record = `/patients/${new URLSearchParams(href.split('?')[1]).get('id')}`;
    const answered = page
      .waitForResponse((response) => new URL(response.url()).pathname.endsWith(record), {
        timeout: 15_000,
      })
      .catch(() => {});
    await link.hover();
    await answered;
    // The chart's heading names the patient ("Given Family"; a link may say "Family, Given").
    const name = ((await link.textContent()) ?? '')
      .split(/[\s,]+/)
      .sort((a, b) => b.length - a.length)[0];
    await page.evaluate((name) => {
      window.__benchChart = null;
      let start = 0;
      const look = () => {
        const onChart = location.pathname.endsWith('/patientdashboard');
        const shown = [...document.querySelectorAll('h1')].some(
          (heading) => heading.textContent.includes(name) && heading.checkVisibility(),
        );
        if (onChart && shown) window.__benchChart = performance.now() - start;
        else requestAnimationFrame(look);
      };
      addEventListener(
        'click',
        () => {
          start = performance.now();
          requestAnimationFrame(look);
        },
        { capture: true, once: true },
      );
    }, name);
    await link.click();
    await page.waitForFunction(() => window.__benchChart !== null, null, { timeout: 30_000 });
    return { ms: await page.evaluate(() => window.__benchChart) };
  } catch (error) {
    return { error: error.message.split('\n')[0] };
  } finally {
    await context.close();
  }
}
