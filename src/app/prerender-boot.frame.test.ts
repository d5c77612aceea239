import { beforeEach, describe, expect, it } from 'vitest';
import { PRERENDER, SESSION_KEYS } from '../config/constants';
import { isBeforeExpiry } from '../machines/session/auth.rules';
import {
  boot,
  freshBootDocument,
  liveSession,
  paint,
  preloaded,
  type BootInput,
} from './prerender-boot.test-kit';

beforeEach(freshBootDocument);

describe('the boot script on a product page', () => {
  const withSession = { [SESSION_KEYS.accessToken]: 'a.b.c' };
  /** The app's chunk, then the main layout's and the patient page's, from `productPreloads`. */
  const PATIENT_PAGE_PRELOADS = [
    '/assets/app.js',
    '/assets/layout.js',
    '/assets/nav.js',
    '/assets/patient.js',
    '/assets/table.js',
  ];

  it('preloads the main layout’s and the opened product page’s chunks at once in a tab with a session', () => {
    boot({ path: '/app/panels/hospital/patient', session: withSession }, ['/assets/app.js']);
    expect(preloaded()).toEqual(PATIENT_PAGE_PRELOADS);
  });

  it.each([
    ['a product page in a tab with no session', '/app/panels/hospital/patient', {}],
    ['an undeclared page', '/app/panels/hospital/constructor', withSession],
    ['an inherited property name', '/app/panels/hospital/toString', withSession],
    ['the product base itself', '/app/panels/hospital/', withSession],
  ])('preloads no product page’s chunks for %s', (_, path, session) => {
    boot({ path, session }, ['/assets/app.js']);
    expect(preloaded()).toEqual(['/assets/app.js']);
  });

  it('shows the frame with the opened page’s heading in a tab whose session has not ended', () => {
    const html = boot({ path: '/app/panels/hospital/patient', session: liveSession() });
    expect(html.getAttribute(PRERENDER.pageAttribute)).toBe('frame');
    expect(html.getAttribute(PRERENDER.frameAttribute)).toBe('patient');
  });

  it('keeps the frame for a stored layout that equals the one it is drawn with', () => {
    const layout = JSON.stringify({ layout: 'vertical', headerBackColor: 'blue', i18n: 'zh' });
    const html = boot({ path: '/app/panels/hospital/patient', session: liveSession(), layout });
    expect(html.getAttribute(PRERENDER.pageAttribute)).toBe('frame');
    expect(html.lang).toBe('zh');
  });

  it.each<[string, BootInput]>([
    ['a tab with no session', { path: '/app/panels/hospital/patient' }],
    [
      'a session that has ended',
      { path: '/app/panels/hospital/patient', session: liveSession(-1_000) },
    ],
    [
      'a session whose end is not stored',
      { path: '/app/panels/hospital/patient', session: { [SESSION_KEYS.accessToken]: 'a.b.c' } },
    ],
    [
      'a page the frame has no heading for',
      { path: '/app/panels/hospital/patientdashboard', session: liveSession() },
    ],
    [
      'a screen under 1024 px, whose sidebar is not expanded',
      { path: '/app/panels/hospital/patient', session: liveSession(), width: 1000 },
    ],
    [
      'the horizontal layout',
      {
        path: '/app/panels/hospital/patient',
        session: liveSession(),
        layout: '{"layout":"horizontal"}',
      },
    ],
    [
      'another header colour',
      {
        path: '/app/panels/hospital/patient',
        session: liveSession(),
        layout: '{"headerBackColor":"red"}',
      },
    ],
    [
      'a collapsed menu',
      {
        path: '/app/panels/hospital/patient',
        session: liveSession(),
        layout: '{"collapseMenu":true}',
      },
    ],
  ])('shows no frame for %s', (_, input) => {
    const html = boot(input);
    expect(html.hasAttribute(PRERENDER.pageAttribute)).toBe(false);
    expect(html.hasAttribute(PRERENDER.frameAttribute)).toBe(false);
  });

  it('preloads the page’s chunks once the frame is painted, not before', () => {
    boot({ path: '/app/panels/hospital/patient', session: liveSession() }, ['/assets/app.js']);
    expect(preloaded()).toEqual([]);
    paint('first-contentful-paint');
    expect(preloaded()).toEqual(PATIENT_PAGE_PRELOADS);
  });
  it.each([
    ['a session ending in an hour', String(Date.now() + 3_600_000)],
    ['a session that ended', String(Date.now() - 1_000)],
    ['an end in seconds, not milliseconds', String(Math.floor(Date.now() / 1000) + 3_600)],
    ['an end in exponent notation', '1e13'],
    ['a negative end', '-5'],
    ['an end with spaces', ' 9999999999999'],
    ['an empty end', ''],
    ['an end that is not a number', 'tomorrow'],
  ])('decides on %s as the session check does', (_, tokenExpires) => {
    const html = boot({
      path: '/app/panels/hospital/patient',
      session: { [SESSION_KEYS.accessToken]: 'a.b.c', [SESSION_KEYS.tokenExpires]: tokenExpires },
    });
    expect(html.getAttribute(PRERENDER.pageAttribute) === 'frame').toBe(
      isBeforeExpiry(tokenExpires, Date.now()),
    );
  });
});
