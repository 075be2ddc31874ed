/** Wall time and peak resident memory of one piece of work, RSS sampled every 50 ms. */
export async function measure<T>(work: () => Promise<T>) {
  const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const started = performance.now();
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, ms: Math.round(performance.now() - started), baselineMb: mb(baseline), peakMb: mb(peak) };
  } finally {
    clearInterval(timer);
  }
}
