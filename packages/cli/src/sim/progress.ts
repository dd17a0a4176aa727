import cliProgress from 'cli-progress';

/** A progress bar on stderr, or nothing when it is off (--json, not a terminal). */
export function startProgress(total: number, enabled: boolean) {
  if (!enabled) return { update: (_done: number) => {}, stop: () => {} };
  const bar = new cliProgress.SingleBar(
    {
      stream: process.stderr,
      format: 'sim [{bar}] {value}/{total} games | {eta_formatted} left',
      hideCursor: true,
    },
    cliProgress.Presets.shades_classic,
  );
  bar.start(total, 0);
  return {
    update: (done: number) => bar.update(done),
    stop: () => bar.stop(),
  };
}
