// A/B build: other chunking settings (CHUNKING=inline-common|startup-group), to weigh the
// per-chunk glue and lost gzip context of many small chunks (docs/performance.md).
import { mergeConfig } from 'vite';
import base from '../../../vite.config.ts';

const variants = {
  'inline-common': {
    preserveEntrySignatures: false as const,
    output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 16_000 } } },
  },
  'startup-group': {
    output: {
      codeSplitting: {
        groups: [
          {
            name: 'startup',
            test: /node_modules[\\/](react|react-dom|scheduler|@emotion|stylis|@chakra-ui|@ark-ui|@zag-js|@pandacss|xstate|@xstate|wouter|regexparam|use-sync-external-store|rosetta|dlv|templite|lucide-react|ky|jwt-decode|zod|hoist-non-react-statics|react-is|use-isomorphic-layout-effect)[\\/]/,
            minShareCount: 1,
          },
        ],
      },
    },
  },
};

const variant = variants[process.env.CHUNKING as keyof typeof variants];
if (!variant) throw new Error(`CHUNKING must be one of ${Object.keys(variants).join(', ')}`);

export default mergeConfig(base, { build: { rolldownOptions: variant } });
