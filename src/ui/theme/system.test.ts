import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { createSystem, defaultConfig } from '@chakra-ui/react';
import {
  recipes as defaultRecipes,
  slotRecipes as defaultSlotRecipes,
} from '@chakra-ui/react/theme';
import * as praxisRecipes from './recipes';
import { SOLID_BUTTON_ACTIVE_BG, recipes, slotRecipes } from './recipes';
import { system } from './system';

const CHAKRA = resolve('node_modules/@chakra-ui/react/dist/esm');

/** The .ts and .tsx files under `folder`, tests left out (stories kept: they render too). */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name),
    )
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Names imported as values from '@chakra-ui/react' anywhere under `folder`. */
function chakraImports(folder: string): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(folder)) {
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(
      /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@chakra-ui\/react'/g,
    )) {
      if (match[1]) continue;
      for (const part of match[2]!.split(',')) {
        const name = part.trim();
        if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0]!);
      }
    }
  }
  return names;
}

/** Chakra's own file for each export of its package entry (namespaces like `Dialog` included). */
function chakraExportFiles(): Map<string, string> {
  const index = readFileSync(join(CHAKRA, 'index.js'), 'utf8');
  const files = new Map<string, string>();
  for (const [, names, from] of index.matchAll(/export \{([^}]*)\} from '(\.\/[^']+)'/g)) {
    for (const part of names!.split(',')) {
      const [name, alias] = part.trim().split(/\s+as\s+/);
      files.set((alias ?? name)!.trim(), join(CHAKRA, from!));
    }
  }
  for (const [, local, from] of index.matchAll(/import \* as (\S+) from '(\.\/[^']+)'/g)) {
    const exported = index.match(
      new RegExp(`export \\{ ${local!.replace('$', '\\$')} as (\\w+) \\}`),
    );
    if (exported) files.set(exported[1]!, join(CHAKRA, from!));
  }
  return files;
}

/** Recipe keys looked up by `file` and the Chakra component files it imports, transitively. */
function recipeKeys(file: string, seen = new Set<string>()): Set<string> {
  const keys = new Set<string>();
  if (seen.has(file)) return keys;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const [, key] of code.matchAll(/Recipe(?:Context)?\(\s*\{\s*key: "(\w+)"/g)) keys.add(key!);
  for (const [, from] of code.matchAll(/from '(\.\.?\/[^']+)'/g)) {
    const target = resolve(dirname(file), from!);
    if (target.includes('/components/')) recipeKeys(target, seen).forEach((key) => keys.add(key));
  }
  return keys;
}

/**
 * Every element under `folders` that renders the root of a component imported from Chakra
 * (`<Dialog.Root>`, `<ColorSwatch>`), with the identifier of the `recipe` it passes, if any.
 */
function rootElements(folders: string[]): Map<string, { at: string; recipe: string | null }[]> {
  const roots = new Map<string, { at: string; recipe: string | null }[]>();
  for (const file of folders.flatMap(sourceFiles).filter((name) => name.endsWith('.tsx'))) {
    const code = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const fromChakra = new Set(
      source.statements.flatMap((statement) =>
        ts.isImportDeclaration(statement) &&
        statement.moduleSpecifier.getText(source) === "'@chakra-ui/react'" &&
        statement.importClause?.namedBindings &&
        ts.isNamedImports(statement.importClause.namedBindings)
          ? statement.importClause.namedBindings.elements.map((element) => element.name.text)
          : [],
      ),
    );
    const visit = (node: ts.Node) => {
      if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
        const tag = node.tagName.getText(source);
        const name = tag.endsWith('.Root') ? tag.slice(0, -'.Root'.length) : tag;
        if (fromChakra.has(name)) {
          const recipe = node.attributes.properties.find(
            (attribute) => ts.isJsxAttribute(attribute) && attribute.name.getText() === 'recipe',
          ) as ts.JsxAttribute | undefined;
          const value = recipe?.initializer;
          const sites = roots.get(name) ?? [];
          sites.push({
            at: `${file}:${source.getLineAndCharacterOfPosition(node.pos).line + 1}`,
            recipe:
              value && ts.isJsxExpression(value) && value.expression
                ? value.expression.getText(source)
                : null,
          });
          roots.set(name, sites);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return roots;
}

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

/** The hex value a `{colors.x.y}` reference of a semantic token names, per colour mode. */
function semanticColor(name: string, mode: '_light' | '_dark'): string {
  const token = system.tokens.getByName(`colors.${name}`);
  const conditions = token?.extensions.conditions as Record<string, string> | undefined;
  const reference = conditions?.[mode]?.match(/\{colors\.(.+)\}/)?.[1];
  return String(system.tokens.getByName(`colors.${reference}`)?.value);
}

describe('the Praxis Chakra system', () => {
  it('has the recipe of every Chakra component the app and its stories render, in the system or passed to each of its roots', () => {
    const files = chakraExportFiles();
    const defaults = new Set([...Object.keys(defaultRecipes), ...Object.keys(defaultSlotRecipes)]);
    const roots = rootElements(['src', '.storybook']);
    const missing = [...chakraImports('src'), ...chakraImports('.storybook')].flatMap((name) => {
      const file = files.get(name);
      if (!file) return [];
      const keys = [...recipeKeys(file)].filter(
        (key) => defaults.has(key) && !system.hasRecipe(key),
      );
      if (keys.length === 0) return [];
      // One recipe passed to the root styles the component; its own key is the only one it covers.
      const passes = [`${keys[0]}SlotRecipe`, `${keys[0]}Recipe`];
      const sites = roots.get(name) ?? [];
      const lacking = sites.filter((site) => !passes.includes(site.recipe ?? ''));
      if (keys.length === 1 && sites.length > 0 && lacking.length === 0) return [];
      return keys.map(
        (key) =>
          `${name} needs "${key}": add it to src/ui/theme/recipes.ts or pass it as \`recipe\` at ${
            lacking.map((site) => site.at).join(', ') || 'its root'
          }`,
      );
    });
    expect([...new Set(missing)]).toEqual([]);
  });

  it("styles everything it keeps exactly as Chakra's default system, error colour, solid buttons' hover, print rule and header size aside", () => {
    const reference = createSystem(defaultConfig, {
      globalCss: {
        'html, body': { minHeight: '100%' },
        '[data-no-print]': { _print: { display: 'none !important' } },
      },
      theme: { tokens: { sizes: { header: { value: '3.5rem' } } } },
    });
    const errorColour = /"--chakra-colors-fg-error":"[^"]*",?/g;
    const globalCss = (of: typeof system) =>
      JSON.stringify([of.getPreflightCss(), of.getGlobalCss(), of.getTokenCss()]).replace(
        errorColour,
        '',
      );
    expect(globalCss(system)).toEqual(globalCss(reference));
    for (const key of Object.keys(recipes).filter((name) => name !== 'button')) {
      expect(system.getRecipe(key), key).toEqual(reference.getRecipe(key));
    }
    const solidOf = (of: typeof system) =>
      (of.getRecipe('button') as { variants: { variant: { solid: Record<string, unknown> } } })
        .variants.variant.solid;
    const { _hover, _expanded, ...rest } = solidOf(system);
    const { _hover: _h, _expanded: _e, ...referenceRest } = solidOf(reference);
    expect(rest).toEqual(referenceRest);
    expect([_hover, _expanded]).toEqual([
      { bg: SOLID_BUTTON_ACTIVE_BG },
      { bg: SOLID_BUTTON_ACTIVE_BG },
    ]);
    for (const key of Object.keys(slotRecipes)) {
      expect(system.getSlotRecipe(key), key).toEqual(reference.getSlotRecipe(key));
    }
  });

  it("styles a component whose recipe is passed at its root as Chakra's default system does", () => {
    const reference = createSystem(defaultConfig);
    const passed = Object.entries(praxisRecipes).filter(([name]) => /Recipe$/.test(name));
    expect(passed.length).toBeGreaterThan(0);
    for (const [name, recipe] of passed) {
      const key = name.replace(/(Slot)?Recipe$/, '');
      const slot = name.endsWith('SlotRecipe');
      const ours = slot ? system.sva(recipe as never) : system.cva(recipe as never);
      const theirs = slot ? reference.getSlotRecipeFn(key) : reference.getRecipeFn(key);
      expect(ours({}), name).toEqual(theirs({}));
    }
  });

  it("hides the shell's chrome (marked data-no-print) when a page is printed", () => {
    const base = (system.getGlobalCss() as Record<string, Record<string, unknown>>)['@layer base'];
    expect(base?.['&[data-no-print]']).toEqual({
      '@media print': { display: 'none !important' },
    });
  });

  it('leaves out the recipes of components Praxis never renders', () => {
    expect(system.hasRecipe('button')).toBe(true);
    expect(system.hasRecipe('datePicker')).toBe(false);
    expect(system.hasRecipe('codeBlock')).toBe(false);
  });

  it.each(['_light', '_dark'] as const)(
    'draws error text at AA contrast (4.5:1) on the page background in %s mode',
    (mode) => {
      const ratio = contrast(semanticColor('fg.error', mode), semanticColor('bg', mode));
      expect(ratio).toBeGreaterThanOrEqual(4.5);
    },
  );
});
