/** Command-line values of the bench diagnostics: `--name value`, or the fallback. */
export const args = process.argv.slice(2);

export function option(name, fallback) {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args[at + 1];
}
