// A/B build: every `Portal` the app imports from Chakra replaced by src/ui/theme/overlay-portal.tsx,
// which is the change the lead makes in the component files; measures the mousemove burst with
// burst-profile.mjs --dir <this build> (docs/performance.md).
import { fileURLToPath } from 'node:url';
import { mergeConfig, type Plugin } from 'vite';
import base from '../../../vite.config.ts';

const OVERLAY = fileURLToPath(new URL('../../../src/ui/theme/overlay-portal.tsx', import.meta.url));
const CHAKRA_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react';/;

const overlayPortals: Plugin = {
  name: 'overlay-portals',
  enforce: 'pre',
  transform(code, id) {
    if (!id.includes('/src/') || id === OVERLAY) return null;
    const names = code
      .match(CHAKRA_IMPORT)?.[1]
      ?.split(',')
      .map((name) => name.trim());
    if (!names?.includes('Portal')) return null;
    const others = names.filter((name) => name && name !== 'Portal');
    return code.replace(
      CHAKRA_IMPORT,
      `import { ${others.join(', ')} } from '@chakra-ui/react';\n` +
        `import { OverlayPortal as Portal } from '${OVERLAY}';`,
    );
  },
};

export default mergeConfig(base, { plugins: [overlayPortals] });
