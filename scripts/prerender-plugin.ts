import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import type { ProductPreloads } from '../src/app/prerender-boot';
import type { prerenderSignIn as PrerenderSignIn } from '../src/app/prerender-sign-in';
import type * as ProductPages from '../src/routes/product-pages';
import type * as RouteTable from '../src/routes/route-table';

const RENDER_MODULE = '/src/app/prerender-sign-in.tsx';
const ROUTE_TABLE_MODULE = '/src/routes/route-table.ts';
const PRODUCT_PAGES_MODULE = '/src/routes/product-pages.ts';
const MAIN_LAYOUT = '/src/routes/shell/main-layout-route.tsx';

type Chunk = Pick<
  Rollup.OutputChunk,
  'fileName' | 'imports' | 'facadeModuleId' | 'isEntry' | 'moduleIds'
>;

/** The chunks of a build, and the files each lazily loaded module needs (itself and its imports). */
function chunkGraph(bundle: Rollup.OutputBundle) {
  const chunks: Chunk[] = Object.values(bundle)
    .filter((out) => out.type === 'chunk')
    .map(({ fileName, imports, facadeModuleId, isEntry, moduleIds }) => ({
      fileName,
      imports,
      facadeModuleId,
      isEntry,
      moduleIds,
    }));
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (fileName: string, found = new Set<string>()) => {
    if (found.has(fileName)) return found;
    found.add(fileName);
    byName.get(fileName)?.imports.forEach((name) => closure(name, found));
    return found;
  };
  const entry = chunks.filter((chunk) => chunk.isEntry).map((chunk) => closure(chunk.fileName));
  const loadedAtStart = new Set(entry.flatMap((files) => [...files]));
  /** What the module whose path ends with `suffix` adds to what the entry loads. */
  return (suffix: string): string[] => {
    // A module grouped with others (scripts/product-chunks.ts) is no chunk's facade.
    const chunk =
      chunks.find((c) => c.facadeModuleId?.endsWith(suffix)) ??
      chunks.find((c) => c.moduleIds.some((id) => id.endsWith(suffix)));
    if (!chunk) throw new Error(`No chunk for ${suffix}: the prerender cannot preload it`);
    return [...closure(chunk.fileName)].filter((file) => !loadedAtStart.has(file));
  };
}

/**
 * The main layout's and each product page's chunks, written once and pointed at by index (the boot
 * script is in every page's head). A page's module is `<page>-page.tsx`; the build fails if not.
 */
function productPreloads(
  modulesOf: (suffix: string) => string[],
  {
    PANEL_BASE,
    PRODUCT_PAGES,
  }: Pick<typeof RouteTable, 'PANEL_BASE'> & Pick<typeof ProductPages, 'PRODUCT_PAGES'>,
  base: string,
): ProductPreloads {
  const chunks: string[] = [];
  const indexOf = (file: string) => {
    if (!chunks.includes(file)) chunks.push(file);
    return chunks.indexOf(file);
  };
  const layoutFiles = modulesOf(MAIN_LAYOUT);
  const layout = layoutFiles.map(indexOf);
  const byPage = Object.fromEntries(
    PRODUCT_PAGES.map((page) => [
      page,
      modulesOf(`/${page}-page.tsx`)
        .filter((file) => !layoutFiles.includes(file))
        .map(indexOf),
    ]),
  );
  return { base: `${PANEL_BASE}/`, prefix: base, chunks, layout, pages: byPage };
}

/** The app's build only: Storybook and the bench's floor forms bring their own inputs. */
export const isAppBuild = (config: ResolvedConfig) =>
  !config.build.ssr && config.build.rollupOptions.input === undefined;

function writeHashed(outDir: string, assetsDir: string, stem: string, ext: string, text: string) {
  const hash = createHash('sha256').update(text).digest('base64url').slice(0, 8);
  const file = `${assetsDir}/${stem}-${hash}.${ext}`;
  writeFileSync(join(outDir, file), text);
  return file;
}

/**
 * After the app's build, renders the sign-in page in every language into index.html, with its
 * stylesheet and the boot script that shows the right one (src/app/prerender-sign-in.tsx), so the
 * form paints from the first bytes instead of after the JavaScript has run (issue 13).
 */
export function prerenderSignInPage(): Plugin {
  let config: ResolvedConfig;
  let modulesOf: ReturnType<typeof chunkGraph> = () => [];
  return {
    name: 'praxis:prerender-sign-in',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle) {
      if (isAppBuild(config)) modulesOf = chunkGraph(bundle);
    },
    async closeBundle() {
      if (!isAppBuild(config)) return;
      const server = await createServer({
        configFile: false,
        root: config.root,
        // The build's mode and environment, so build-time settings (e.g. VITE_OIDC_*) match the app's.
        mode: config.mode,
        envDir: config.envDir,
        logLevel: 'error',
        plugins: [react()],
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: 'custom',
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { prerenderSignIn } = (await server.ssrLoadModule(RENDER_MODULE)) as {
          prerenderSignIn: typeof PrerenderSignIn;
        };
        const routes = {
          ...((await server.ssrLoadModule(ROUTE_TABLE_MODULE)) as typeof RouteTable),
          ...((await server.ssrLoadModule(PRODUCT_PAGES_MODULE)) as typeof ProductPages),
        };
        const outDir = resolve(config.root, config.build.outDir);
        const { assetsDir } = config.build;
        const indexFile = join(outDir, 'index.html');
        const built = readFileSync(indexFile, 'utf8');
        // The boot script adds these after the first frame (src/app/prerender-boot.ts).
        const preloadTag = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
        const preloads = [...built.matchAll(preloadTag)].map((match) => match[1]!);
        const html = built.replace(preloadTag, '');
        const page = await prerenderSignIn({
          preloads,
          productPreloads: productPreloads(modulesOf, routes, config.base),
        });
        const css = writeHashed(outDir, assetsDir, 'sign-in', 'css', page.css);
        const boot = writeHashed(outDir, assetsDir, 'boot', 'js', page.bootScript);
        const head = `<script src="${config.base}${boot}"></script>\n    <link rel="stylesheet" href="${config.base}${css}">\n    `;
        const withHead = html.replace(/<script type="module"/, `${head}<script type="module"`);
        const withBody = withHead.replace('<div id="root">', `${page.html}\n    <div id="root">`);
        if (withHead === html || withBody === withHead) {
          throw new Error('index.html has no module script or no #root to prerender around');
        }
        writeFileSync(indexFile, withBody);
      } finally {
        await server.close();
      }
    },
  };
}
