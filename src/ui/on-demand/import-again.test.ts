import { describe, expect, it, vi } from 'vitest';
import { importAgain, retryAddress, unfetchedModule } from './import-again';

const ADDRESS = 'https://praxis.test/assets/render-app-AbC123.js';
const chromium = (address: string) =>
  new TypeError(`Failed to fetch dynamically imported module: ${address}`);

describe('importing a module again after its fetch failed', () => {
  it('reads the module a failed fetch names, in Chromium’s and Firefox’s words, without its query', () => {
    expect(unfetchedModule(chromium(ADDRESS))).toBe(ADDRESS);
    expect(unfetchedModule(chromium(retryAddress(ADDRESS, 2)))).toBe(ADDRESS);
    expect(
      unfetchedModule(new TypeError(`error loading dynamically imported module: ${ADDRESS}`)),
    ).toBe(ADDRESS);
    // A module that arrived but threw as it ran, or a failure that names nothing.
    expect(unfetchedModule(new Error(`x is not defined at ${ADDRESS}`))).toBeNull();
    expect(unfetchedModule(new TypeError('Importing a module script failed.'))).toBeNull();
  });

  it('imports the named module under a new address on each try after a failed fetch, and keeps what arrives', async () => {
    const importer = vi.fn().mockRejectedValue(chromium(ADDRESS));
    const load = vi
      .fn()
      .mockRejectedValueOnce(chromium(retryAddress(ADDRESS, 1)))
      .mockResolvedValueOnce({ default: 'app' });
    const again = importAgain(importer, load);
    await expect(again()).rejects.toThrow(ADDRESS);
    await expect(again()).rejects.toThrow(ADDRESS);
    await expect(again()).resolves.toEqual({ default: 'app' });
    expect(importer).toHaveBeenCalledTimes(1);
    expect(load.mock.calls).toEqual([[retryAddress(ADDRESS, 1)], [retryAddress(ADDRESS, 2)]]);
  });

  it('calls the importer again where the failure named no module', async () => {
    const importer = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Importing a module script failed.'))
      .mockResolvedValueOnce({ default: 'app' });
    const load = vi.fn();
    const again = importAgain(importer, load);
    await expect(again()).rejects.toThrow('Importing');
    await expect(again()).resolves.toEqual({ default: 'app' });
    expect(importer).toHaveBeenCalledTimes(2);
    expect(load).not.toHaveBeenCalled();
  });
});
