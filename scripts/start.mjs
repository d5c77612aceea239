#!/usr/bin/env node
// `npm start`: builds the app and serves it with the embedded mock API.
import { run } from './run.mjs';

const port = process.env.PORT ?? '4173';
const env = { VITE_API_MOCK: 'true' };
const built = await run('npx', ['vite', 'build', '--logLevel', 'warn'], { env });
if (built !== 0) process.exit(built);
console.log(`\nPraxis is running at http://localhost:${port}/\n`);
process.exit(await run('npx', ['vite', 'preview', '--port', port, '--strictPort'], { env }));
