// A/B build: the app with Chakra's full default system instead of src/ui/theme/system.ts, to
// measure what the trimmed system saves on today's tree (docs/performance.md).
import { mergeConfig, type Plugin } from 'vite';
import base from '../../../vite.config.ts';

const VIRTUAL = '\0default-chakra-system';

const defaultSystem: Plugin = {
  name: 'default-chakra-system',
  enforce: 'pre',
  resolveId(source) {
    return /(^|\/)theme\/system(\.ts)?$/.test(source) ? VIRTUAL : null;
  },
  load(id) {
    if (id !== VIRTUAL) return null;
    return `import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
export const system = createSystem(defaultConfig, defineConfig({ globalCss: { 'html, body': { minHeight: '100%' } } }));`;
  },
};

export default mergeConfig(base, { plugins: [defaultSystem] });
