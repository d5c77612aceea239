// One of the bench's floor sign-in forms (BENCH_FLOOR=bare|chakra), built and previewed with the
// same React plugin and target as Praxis: `BENCH_FLOOR=chakra vite build --config <this file>`.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = fileURLToPath(new URL('.', import.meta.url));
const floor = process.env.BENCH_FLOOR;
if (floor !== 'bare' && floor !== 'chakra') throw new Error('BENCH_FLOOR must be bare or chakra');

export default defineConfig({
  root: resolve(here, floor),
  publicDir: false,
  envDir: false,
  plugins: [react()],
  build: {
    // The bench passes --outDir; this default is where it builds to.
    outDir: resolve(here, '../../../node_modules/.cache/praxis-bench', `floor-${floor}`),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
  },
});
