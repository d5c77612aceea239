import { describe, expect, it } from 'vitest';
import { checkSmartApp, EMPTY_SMART_APP } from './smart-app-validation';

const filled = {
  ...EMPTY_SMART_APP,
  name: ' Mood diary ',
  redirectUris: 'https://a.example/cb\n\n',
};

describe('the SMART app registration form', () => {
  it('becomes a registration: trimmed name, one redirect per line, the chosen access as scopes', () => {
    expect(checkSmartApp({ ...filled, userAccess: true })).toEqual({
      registration: {
        name: 'Mood diary',
        redirectUris: ['https://a.example/cb'],
        confidential: false,
        scopes: ['launch/patient', 'patient/*.rs', 'user/*.rs'],
      },
    });
  });

  it('says what is missing: a name, a valid return address, some access', () => {
    expect(checkSmartApp({ ...filled, name: '  ' })).toEqual({ error: 'nameRequired' });
    expect(checkSmartApp({ ...filled, redirectUris: 'http://a.example/cb' })).toEqual({
      error: 'redirectInvalid',
    });
    expect(checkSmartApp({ ...filled, redirectUris: '' })).toEqual({ error: 'redirectInvalid' });
    expect(checkSmartApp({ ...filled, patientAccess: false })).toEqual({ error: 'scopeRequired' });
  });

  it('accepts loopback http for development', () => {
    const result = checkSmartApp({ ...filled, redirectUris: 'http://127.0.0.1:8080/cb' });
    expect('registration' in result).toBe(true);
  });
});
