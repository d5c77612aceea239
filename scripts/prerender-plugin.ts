import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import type { prerenderSignIn as PrerenderSignIn } from '../src/app/prerender-sign-in';

const RENDER_MODULE = '/src/app/prerender-sign-in.tsx';
const SIGN_IN_PAGE = 'src/routes/session/sign-in-page.tsx';

/** The sign-in page's lazy chunk and every chunk it imports statically, as URLs. */
function signInChunks(bundle: Rollup.OutputBundle, base: string): string[] {
  const chunks = Object.values(bundle).filter((out) => out.type === 'chunk');
  const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(SIGN_IN_PAGE));
  if (!page) throw new Error(`No chunk for ${SIGN_IN_PAGE}: the prerender cannot preload it`);
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Set<string>();
  const visit = (fileName: string) => {
    if (found.has(fileName)) return;
    found.add(fileName);
    byName.get(fileName)?.imports.forEach(visit);
  };
  visit(page.fileName);
  return [...found].map((fileName) => `${base}${fileName}`);
}

/** The app's build only: Storybook and the bench's floor forms bring their own inputs. */
const isAppBuild = (config: ResolvedConfig) =>
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
  let signInPreloads: string[] = [];
  return {
    name: 'praxis:prerender-sign-in',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle) {
      if (isAppBuild(config)) signInPreloads = signInChunks(bundle, config.base);
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
        const outDir = resolve(config.root, config.build.outDir);
        const { assetsDir } = config.build;
        const indexFile = join(outDir, 'index.html');
        const built = readFileSync(indexFile, 'utf8');
        // The boot script adds these after the first frame (src/app/prerender-boot.ts).
        const preloadTag = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
        const preloads = [...built.matchAll(preloadTag)].map((match) => match[1]!);
        const html = built.replace(preloadTag, '');
        const page = await prerenderSignIn({ preloads, signInPreloads });
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
