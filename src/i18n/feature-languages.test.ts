import { afterEach, describe, expect, it, vi } from 'vitest';
import enNotes from './messages/notes/en.json';
import frNotes from './messages/notes/fr.json';
import frShell from './messages/shell/fr.json';
import enClinic from './messages/clinic/en.json';
import roClinic from './messages/clinic/ro.json';

/**
 * A fresh copy of the i18n module, as the app's entry has it: only the entry's features (the
 * session's and the shell's) registered. The test setup's copy has every feature registered.
 */
async function freshI18n() {
  vi.resetModules();
  return import('./i18n');
}

afterEach(() => {
  vi.doUnmock('./messages/notes/fr.json');
  vi.restoreAllMocks();
});

describe('languages other than English, feature by feature', () => {
  it('bring the translations of the features registered so far, not of every feature', async () => {
    const { loadMessages } = await freshI18n();
    const fr = await loadMessages('fr');
    expect(fr.shell).toEqual(frShell.shell);
    expect(fr).not.toHaveProperty('notes');
  });

  it('fetch a feature registered while the language is in use, in by the time translated() resolves', async () => {
    const { createTranslator, loadMessages, registerFeature, translated } = await freshI18n();
    const t = createTranslator('fr', await loadMessages('fr'));
    registerFeature('notes', enNotes);
    expect(t('notes.format.dap')).toBe(enNotes.notes.format.dap);
    await translated();
    expect(t('notes.format.dap')).toBe(frNotes.notes.format.dap);
    expect(t('notes.format.dap')).not.toBe(enNotes.notes.format.dap);
  });

  it('include a feature registered before the language was chosen', async () => {
    const { loadMessages, registerFeature } = await freshI18n();
    registerFeature('clinic', enClinic);
    const ro = await loadMessages('ro');
    expect(ro.clinic).toEqual(roClinic.clinic);
  });

  it('leave a feature whose file cannot be fetched in English, say so, and fetch it again on the next load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.doMock('./messages/notes/fr.json', () => {
      throw new Error('offline');
    });
    const { createTranslator, loadMessages, registerFeature, translated } = await freshI18n();
    const t = createTranslator('fr', await loadMessages('fr'));
    registerFeature('notes', enNotes);
    await expect(translated()).resolves.toBeUndefined();
    expect(t('notes.format.dap')).toBe(enNotes.notes.format.dap);
    expect(warn).toHaveBeenCalledWith(
      '[i18n] some fr messages could not be loaded',
      expect.any(Error),
    );

    vi.doUnmock('./messages/notes/fr.json');
    await loadMessages('fr');
    expect(t('notes.format.dap')).toBe(frNotes.notes.format.dap);
  });

  it('in English, speak a feature registered later at once, with nothing to fetch', async () => {
    const { loadMessages, registerFeature, englishTranslator, translated } = await freshI18n();
    await loadMessages('en');
    registerFeature('notes', enNotes);
    await translated();
    expect(englishTranslator('notes.format.dap')).toBe(enNotes.notes.format.dap);
  });
});
