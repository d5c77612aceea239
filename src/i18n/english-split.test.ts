// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from './messages/en';
import enCore from './messages/en-core';
import enFeatures from './messages/en-features';

/** The features' namespaces, and the folders of the code allowed to speak them. */
const FEATURE_NAMESPACES = Object.keys(enFeatures);
const FEATURE_FOLDERS = [
  'clinic',
  'drafts',
  'flows',
  'intake',
  'knowledge',
  'literature',
  'notes',
  'patients',
  'recording',
  'sessions',
  'speech',
];
const inFeatureFolder = (file: string) =>
  file.startsWith('src/demo/') ||
  FEATURE_FOLDERS.some((folder) =>
    ['routes', 'ui', 'machines', 'api'].some((layer) => file.startsWith(`src/${layer}/${folder}/`)),
  );

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the English the entry carries and the English the features bring', () => {
  it('splits English in two without losing or doubling a namespace', () => {
    expect(Object.keys(enCore).sort()).toEqual([
      'auth',
      'callback',
      'common',
      'customizer',
      'idle',
      'pages',
      'session',
      'shell',
      'status',
    ]);
    expect(FEATURE_NAMESPACES.filter((ns) => Object.hasOwn(enCore, ns))).toEqual([]);
    expect(Object.keys(en).sort()).toEqual([...Object.keys(enCore), ...FEATURE_NAMESPACES].sort());
  });

  it('is spoken only by code in the features’ folders, which the app loads with their English', () => {
    const speaksAFeature = new RegExp(`['\`"](${FEATURE_NAMESPACES.join('|')})\\.[a-zA-Z]`);
    const speaking = sourceFiles('src').filter((file) =>
      speaksAFeature.test(readFileSync(file, 'utf8')),
    );
    expect(speaking.length).toBeGreaterThan(50);
    expect(speaking.filter((file) => !inFeatureFolder(file))).toEqual([]);
  });

  it.each([
    'src/routes/shell/main-layout-route.tsx',
    'src/routes/clinic/accept-invitation-page.tsx',
  ])('is registered by %s, a page that shows the features, before it renders', (file) => {
    expect(readFileSync(file, 'utf8')).toMatch(/^import '\.\.\/\.\.\/i18n\/english-features';$/m);
  });
});
