// Turns samples into figures, prints each beside its budget and builds reports/bench.json.

export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** kB as Vite reports them: 1 kB = 1000 bytes. */
export const kB = (bytes) => Math.round(bytes / 100) / 10;

/**
 * One line of the report. `budget` is a maximum (or null for a figure shown for context);
 * a null `value` is "n/a" with its `reason`.
 */
export function figure(name, value, unit, budget = null, reason = '') {
  const status =
    value === null ? 'n/a' : budget === null ? 'info' : value <= budget ? 'OK' : 'OVER';
  return { name, value, unit, budget, status, ...(value === null ? { reason } : {}) };
}

export function printFigures(figures) {
  const width = Math.max(...figures.map((f) => f.name.length));
  for (const f of figures) {
    const value = f.value === null ? 'n/a' : `${f.value} ${f.unit}`;
    const budget = f.budget === null ? '' : `budget ≤ ${f.budget} ${f.unit}`;
    const tail = f.status === 'n/a' ? `n/a: ${f.reason}` : f.status === 'info' ? '' : f.status;
    console.log(`${f.name.padEnd(width)}  ${value.padStart(10)}  ${budget.padEnd(22)}  ${tail}`);
  }
}
