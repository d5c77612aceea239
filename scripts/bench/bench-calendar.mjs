// The calendar's week view at 4× CPU with 200 sessions in the week (issue 32), against the first
// product page in the same run. Both are the production build on the real server (server/main.ts,
// embedded PGlite, the demo clinic), opened by their address in a fresh context (cache disabled)
// holding the session of one demo sign-in, as bench-sign-in.mjs opens the product page; the loads
// alternate run by run. The server's data folder is prepared first: the demo clinic, 2 000 of the
// search bench's patients and 15 more clinicians whose sessions fill a week four weeks ahead (past
// the demo's own schedule) with exactly 200 sessions. The owner's whole-clinic week is opened
// (`?view=week&date=…&clinician=all`); "on screen" is the first animation frame in which all 200
// session items have a size and pass checkVisibility (they come in one commit). The product page's
// time is its own data on screen (issue 35's definition, docs/decisions.md c35-api): the patient
// list's first row (a link to a chart), as e2e-server/first-page-requests.spec.ts waits for it,
// not its prerendered heading, which paints before any script runs. Budget: week ÷ that ≤ 1.0.
// `npm run bench` (BENCH_ONLY=calendar for this part and the week API's) calls measureCalendarWeek().
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { PATIENT_LIST_PATH, pageMarksOnce, PATIENT_ROWS_PROBE } from './measure.mjs';
import { startServer } from './real-server.mjs';
import { figure, median } from './report.mjs';
import { sessionCopy } from './bench-sign-in.mjs';
import { benchPatients, loadPatients } from './search-data.mjs';
import {
  benchClinicians,
  benchSchedule,
  loadClinicians,
  loadSchedule,
  mondaysAround,
} from './calendar-data.mjs';

export const WEEK_PATH = '/app/panels/hospital/practitionerdashboard';
const SESSIONS = 200;
const CLINICIANS = 15;
const PATIENTS = 2_000;
const WEEKS_AHEAD = 4;
const CPU_RATE = 4;
export const WEEK_BUDGET_RATIO = 1;
const SESSION_ITEM = '[role="grid"] [data-calendar-session]';
/** The probe for "the week's sessions are on screen". */
export const WEEK_PROBE = { selector: SESSION_ITEM, path: WEEK_PATH, count: SESSIONS };
/** The week's address on a server whose data prepareData() made. */
export const weekUrl = (origin, week) =>
  `${origin}${WEEK_PATH}?view=week&date=${week}&clinician=all`;

const server = (path) => tsImport(`../../server/${path}`, import.meta.url);

/** A PGlite data folder with the demo clinic and a week of 200 sessions; its path and the week. */
export async function prepareData() {
  const { openDatabase } = await server('db/database.ts');
  const { seedDemo } = await server('seed/seed.ts');
  const { DEMO_CLINIC } = await server('seed/members.ts');
  const { nameKeyOf, searchNameOf } = await server('patients/patients.repository.ts');
  const { seededRandom } = await server('seed/random.ts');
  const { NAME_POOLS } = await server('seed/people.ts');
  const time = await tsImport('../../common/time/zoned-time.ts', import.meta.url);
  const folder = mkdtempSync(join(tmpdir(), 'praxis-bench-calendar-'));
  const dataDir = join(folder, 'pglite');
  const now = new Date();
  const today = time.calendarDayAt(now, DEMO_CLINIC.timeZone);
  const monday = time.addDays(mondaysAround(today, 0, 0, time)[0], 7 * WEEKS_AHEAD);
  const database = await openDatabase({ dataDir });
  try {
    await seedDemo(database.db, now);
    const patients = benchPatients(
      PATIENTS,
      seededRandom(100_000),
      NAME_POOLS,
      searchNameOf,
      nameKeyOf,
      { firstMrn: 100 },
    );
    await loadPatients(database.db, DEMO_CLINIC.id, patients, now, { newClinic: false });
    const random = seededRandom(32);
    const clinicians = benchClinicians(CLINICIANS, random, NAME_POOLS);
    await loadClinicians(database.db, DEMO_CLINIC.id, clinicians, now);
    const each = Math.floor(SESSIONS / CLINICIANS);
    const schedule = benchSchedule({
      random,
      clinicianIds: clinicians.map((c) => c.id),
      patientIds: patients.map((p) => p.id),
      weeks: [monday],
      perWeek: (c) => each + (c < SESSIONS - each * CLINICIANS ? 1 : 0),
      timeZone: DEMO_CLINIC.timeZone,
      time,
      now,
      bookedBy: 'demo-front-desk',
    });
    await loadSchedule(database.db, DEMO_CLINIC.id, schedule, now);
    if (schedule.sessions.length !== SESSIONS) {
      throw new Error(`the bench week holds ${schedule.sessions.length} sessions, not ${SESSIONS}`);
    }
  } finally {
    await database.close();
  }
  return { folder, dataDir, week: time.formatIsoDate(monday) };
}

const percent = (value) => Math.round(value);

/**
 * Measures the week view and the product page (`runs` loads each at 4× CPU, alternated), pushes
 * their lines onto `figures` and the samples onto `details.calendarWeek`; resolves whether the
 * ratio is within its budget (null when it could not be measured).
 */
export async function measureCalendarWeek(browser, prodDir, { runs, figures, details }) {
  const data = await prepareData();
  let real;
  try {
    real = await startServer(prodDir, 'bench-calendar', { PRAXIS_DATA_DIR: data.dataDir });
    const initScripts = [await sessionCopy(browser, real.origin)];
    const targets = {
      week: {
        url: weekUrl(real.origin, data.week),
        probe: WEEK_PROBE,
      },
      product: {
        url: `${real.origin}${PATIENT_LIST_PATH}`,
        probe: PATIENT_ROWS_PROBE,
      },
    };
    const samples = { week: [], product: [] };
    for (let i = 0; i < runs; i += 1) {
      for (const [key, target] of Object.entries(targets)) {
        const marks = await pageMarksOnce(browser, target.url, {
          cpuRate: CPU_RATE,
          probe: target.probe,
          initScripts,
        });
        samples[key].push(
          marks.error
            ? { error: marks.error }
            : {
                visible: percent(marks.visible),
                firstContentfulPaint:
                  marks.firstContentfulPaint === null ? null : percent(marks.firstContentfulPaint),
                requests: 1 + marks.resources.filter((r) => r.start <= marks.visible).length,
              },
        );
      }
    }
    details.calendarWeek = { week: data.week, sessions: SESSIONS, samples };
    const stat = (key) => median(samples[key].filter((s) => !s.error).map((s) => s.visible));
    const failure = (key) => samples[key].find((s) => s.error)?.error ?? 'no sample';
    const week = stat('week');
    const product = stat('product');
    const count = (key) => samples[key].filter((s) => !s.error).length;
    const ratio = week === null || !product ? null : Math.round((week / product) * 100) / 100;
    figures.push(
      figure(
        `week view, ${SESSIONS} sessions on screen, ${CPU_RATE}× CPU (median of ${count('week')})`,
        week,
        'ms',
        null,
        failure('week'),
      ),
      figure(
        `patient list's first row on screen, ${CPU_RATE}× CPU (median of ${count('product')})`,
        product,
        'ms',
        null,
        failure('product'),
      ),
      figure(
        `week view ${CPU_RATE}× ÷ patient list's rows ${CPU_RATE}× (the product page's own data)`,
        ratio,
        '×',
        WEEK_BUDGET_RATIO,
        week === null ? failure('week') : failure('product'),
      ),
      figure(
        `  requests before the week is on screen (median)`,
        median(samples.week.filter((s) => !s.error).map((s) => s.requests)),
        'requests',
      ),
    );
    return ratio === null ? null : ratio <= WEEK_BUDGET_RATIO;
  } catch (error) {
    const reason = error.message.split('\n')[0];
    figures.push(figure('week view, sessions on screen', null, 'ms', null, reason));
    return null;
  } finally {
    await real?.stop();
    rmSync(data.folder, { recursive: true, force: true, maxRetries: 3 });
  }
}
