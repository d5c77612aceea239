import { describe, expect, it } from 'vitest';
import en from '../../i18n/messages/en';
import fr from '../../i18n/messages/fr';
import ro from '../../i18n/messages/ro';
import zh from '../../i18n/messages/zh';
import { createTranslator, type MessageKey } from '../../i18n/i18n';
import { VALIDATION_PARAMS } from './auth-validation';

const leaves = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leaves(value, `${prefix}${key}.`),
  );

const authKeys = leaves(en.auth, 'auth.') as MessageKey[];

describe('auth messages', () => {
  it.each([
    ['fr', fr],
    ['ro', ro],
    ['zh', zh],
  ] as const)('has every English auth key translated in %s', (_locale, messages) => {
    expect(leaves(messages.auth, 'auth.')).toEqual(expect.arrayContaining(authKeys));
    expect(leaves(messages.auth, 'auth.')).toHaveLength(authKeys.length);
  });

  it('fills the length limits into every validation message', () => {
    const t = createTranslator('ro', ro);
    const validationKeys = authKeys.filter((key) => key.startsWith('auth.validation.'));
    for (const key of validationKeys) expect(t(key, VALIDATION_PARAMS)).not.toContain('{{');
    expect(t('auth.validation.passwordTooShort', VALIDATION_PARAMS)).toBe(
      'Folosiți cel puțin 8 caractere.',
    );
  });
});
