import { describe, expect, it } from 'vitest';
import { RECORD_ACCESS_ACTIONS } from '../../../common/contracts/patients.contract';
import en from '../../i18n/messages/patients/en.json';
import fr from '../../i18n/messages/patients/fr.json';
import ro from '../../i18n/messages/patients/ro.json';
import zh from '../../i18n/messages/patients/zh.json';

describe('the access trail', () => {
  it.each([
    ['en', en],
    ['fr', fr],
    ['ro', ro],
    ['zh', zh],
  ])('names every action the server records in %s', (_locale, messages) => {
    const named: Record<string, string> = messages.patientChart.access.action;
    for (const action of RECORD_ACCESS_ACTIONS) expect(named[action], action).toMatch(/\S/);
  });
});
