import type { StateValue } from 'xstate';

/** Every active leaf as a dotted path: `{ signedIn: { idle: 'warning' } }` → `['signedIn.idle.warning']`. */
export function activePaths(value: StateValue): string[] {
  if (typeof value === 'string') return [value];
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined || (typeof child === 'object' && Object.keys(child).length === 0)
      ? [key]
      : activePaths(child).map((path) => `${key}.${path}`),
  );
}

/** The state node ids of every active node, ancestors included, for highlighting a diagram. */
export function activeStateIds(machineId: string, value: StateValue): string[] {
  const ids = new Set<string>([machineId]);
  for (const path of activePaths(value)) {
    const parts = path.split('.');
    parts.forEach((_, index) => ids.add([machineId, ...parts.slice(0, index + 1)].join('.')));
  }
  return [...ids];
}
