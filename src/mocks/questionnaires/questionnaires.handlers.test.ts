import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http/api-error';
import { createHttpClient } from '../../api/http/http-client';
import { createPortalQuestionnairesApi } from '../../api/portal/questionnaires.api';
import { createQuestionnairesApi } from '../../api/questionnaires/questionnaires.api';
import { createNotificationsApi } from '../../api/notifications/notifications.api';
import { createAccountApi } from '../../api/session/account.api';
import { resetMockApi } from '../reset';
import { DEMO_ACCOUNT, DEMO_PORTAL_PATIENT } from '../session/demo-account';

const BASE = 'http://localhost/backend/api';
const accounts = createAccountApi(createHttpClient({}, BASE));

async function clientAs(who: { email: string; password: string }) {
  const login = await accounts.login(who.email, who.password);
  return createHttpClient({ getToken: () => login.access_token ?? null }, BASE);
}

const refusal = async (call: Promise<unknown>) => {
  const error = await call.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return { status: (error as ApiError).status, message: (error as ApiError).message };
};

beforeEach(() => resetMockApi());

describe('the questionnaires mock, like the server', () => {
  it('opens the demo patient’s PHQ-9 every 4 weeks at once, takes it once, refuses it twice with 409, and shows the crisis lines for item 9 and notifies the clinician', async () => {
    const memberClient = await clientAs(DEMO_ACCOUNT);
    const clinician = createQuestionnairesApi(memberClient);
    await clinician.saveCrisisLines({
      clinicLine: 'Clinic on call: 0700 000 000',
      nationalLine: null,
    });
    const patient = createPortalQuestionnairesApi(await clientAs(DEMO_PORTAL_PATIENT));
    const { due } = await patient.due();
    expect(due.map((d) => [d.questionnaire, d.dueKey])).toEqual([
      ['phq9', 'period:0'],
      ['gad7', 'period:0'],
      ['intake', 'once'],
    ]);
    const answers = [1, 1, 0, 1, 0, 0, 1, 0, 1] as const;
    const sent = await patient.answer({ questionnaire: 'phq9', answers: [...answers] });
    expect(sent.score).toEqual({ total: 5, band: 'mild' });
    expect(sent.crisis).toEqual({ clinicLine: 'Clinic on call: 0700 000 000', nationalLine: null });
    expect((await patient.due()).due.map((d) => d.questionnaire)).toEqual(['gad7', 'intake']);
    const { notifications } = await createNotificationsApi(memberClient).list();
    expect(notifications.filter((n) => n.kind === 'questionnaire-safety')).toHaveLength(1);
    expect(await refusal(patient.answer({ questionnaire: 'phq9', answers: [...answers] }))).toEqual(
      { status: 409, message: 'This questionnaire is already answered for this occasion.' },
    );
  });

  it('refuses an answer out of range and an incomplete intake part with 400, and stores nothing', async () => {
    const patient = createPortalQuestionnairesApi(await clientAs(DEMO_PORTAL_PATIENT));
    const outOfRange = patient.answer({
      questionnaire: 'gad7',
      answers: [4, 0, 0, 0, 0, 0, 0] as never,
    });
    expect((await refusal(outOfRange)).status).toBe(400);
    const intake = { questionnaire: 'intake', intake: {} } as never;
    expect((await refusal(patient.answer(intake))).status).toBe(400);
    expect((await patient.due()).due).toHaveLength(3);
  });
});
