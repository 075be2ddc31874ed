/** A CPU profile of this process from now until stop(), written as a .cpuprofile (Chrome DevTools, speedscope). */
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';

export async function startCpuProfile(file: string) {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  // 100 µs between samples: a request of a few ms gets tens of them.
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  return {
    async stop() {
      const { profile } = await session.post('Profiler.stop');
      fs.writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
    },
  };
}
