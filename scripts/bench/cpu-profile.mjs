/**
 * Loaded into an API instance with `--import` by the rush bench: SIGUSR2 starts V8's sampling
 * profiler, the next SIGUSR2 stops it and writes the profile to $BENCH_CPU_PROFILE, so the
 * profile covers one load and not the start-up.
 */
import inspector from 'node:inspector';
import { writeFileSync } from 'node:fs';

const session = new inspector.Session();
session.connect();
let running = false;
process.on('SIGUSR2', () => {
  if (!running) {
    running = true;
    session.post('Profiler.enable', () => session.post('Profiler.start'));
    return;
  }
  running = false;
  session.post('Profiler.stop', (error, result) => {
    if (!error) writeFileSync(process.env.BENCH_CPU_PROFILE, JSON.stringify(result.profile));
  });
});
