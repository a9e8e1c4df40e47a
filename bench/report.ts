/** Prints one benchmark figure as the JSON line the issues ask for. */
export const report = (bench: string, value: number, unit: string, baseline: number | null = null): void => {
  const round = (n: number): number => Math.round(n * 100) / 100;
  console.log(
    JSON.stringify({
      bench,
      value: round(value),
      unit,
      baseline: baseline === null ? null : round(baseline),
      ratio: baseline === null || baseline === 0 ? null : Math.round((value / baseline) * 1000) / 1000,
    }),
  );
};

export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** Runs `worker` on `clients` concurrent loops until `total` operations are done; returns ops/s. */
export const throughput = async (clients: number, total: number, worker: (i: number) => Promise<void>): Promise<number> => {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < total) await worker(next++);
    }),
  );
  return total / ((performance.now() - started) / 1000);
};

/** The middle value: for alternating runs on a shared machine, where the best one can be a burst. */
export const median = (values: readonly number[]): number => percentile([...values].sort((a, b) => a - b), 50);
