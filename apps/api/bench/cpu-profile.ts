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
  const cpu = process.cpuUsage();
  return {
    async stop() {
      const { profile } = await session.post('Profiler.stop');
      // On CPU (user + system), whatever else the machine runs: the profile's samples count waiting threads too.
      const { user, system } = process.cpuUsage(cpu);
      fs.writeFileSync(`${file}.cpu.json`, JSON.stringify({ cpuMs: (user + system) / 1000 }));
      fs.writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
    },
  };
}
