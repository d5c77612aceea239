// `npm run draft -- --format soap|dap FILE`: runs the offline drafter on a text file (a session
// transcript or a typed summary) and prints one line of JSON:
// {"format":"soap","sections":{"subjective":"…","objective":"…","assessment":"…","plan":"…"}}
// Exit 2 with a message on stderr for a missing or empty file or an unknown format.
import { readFileSync } from 'node:fs';
import { noteFormat, type NoteFormat } from '../common/contracts/notes.contract.ts';
import { draftOffline } from '../common/drafting/offline-drafter.ts';

const USAGE = 'usage: npm run draft -- --format soap|dap FILE';

function fail(message: string): never {
  process.stderr.write(`draft: ${message}\n${USAGE}\n`);
  process.exit(2);
}

function parseArgs(args: string[]): { format: NoteFormat; file: string } {
  let format: string | undefined;
  const files: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg === '--format') {
      format = args[i + 1];
      i += 1;
    } else if (arg.startsWith('--format=')) {
      format = arg.slice('--format='.length);
    } else if (arg.startsWith('--')) {
      fail(`unknown option ${arg}`);
    } else {
      files.push(arg);
    }
  }
  if (format === undefined) fail('--format is required (soap or dap)');
  const known = noteFormat.safeParse(format);
  if (!known.success) fail(`unknown format "${format}" (use soap or dap)`);
  const [file, ...extra] = files;
  if (file === undefined) fail('no input file given');
  if (extra.length > 0) fail('give one input file');
  return { format: known.data, file };
}

function readInput(file: string): string {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    fail(code === 'ENOENT' ? `no such file: ${file}` : `cannot read ${file} (${code ?? 'error'})`);
  }
  if (text.trim() === '') fail(`the file is empty: ${file}`);
  return text;
}

const { format, file } = parseArgs(process.argv.slice(2));
const note = draftOffline(format, readInput(file));
process.stdout.write(`${JSON.stringify({ format: note.format, sections: note.sections })}\n`);
