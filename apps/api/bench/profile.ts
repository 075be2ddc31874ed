/**
 * npm run bench -- profile: where one request's time goes. Seeds a PostgreSQL database (BENCH_PROFILE_STUDENTS,
 * default 1,000), serves it with scale.server.ts under the CPU profiler, sends one endpoint
 * (BENCH_PROFILE_ENDPOINT, default "students": Students page 1) from one client for BENCH_SECONDS (default 10),
 * then prints its median and the profile's top frames by self and total time, and by package. The
 * .cpuprofile it writes opens as a flame graph in Chrome DevTools (Performance → Load profile) or speedscope.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withBenchDatabase } from './bench-database';
import { summarizeProfile } from './profile.summary';
import { PORT, startServer } from './scale';
import { PROFILE_BEFORE } from './scale.before';

const STUDENTS = Number(process.env.BENCH_PROFILE_STUDENTS ?? 1000);
const ENDPOINT = process.env.BENCH_PROFILE_ENDPOINT ?? 'students';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

export async function runProfile() {
  const file = path.join(os.tmpdir(), `students-page-${STUDENTS}-${Date.now()}.cpuprofile`);
  await withBenchDatabase(`profile${STUDENTS}`, async (target) => {
    const server = await startServer(target, STUDENTS, { BENCH_CPU_PROFILE: file });
    const url = `http://127.0.0.1:${PORT}${server.urls[ENDPOINT]}`;
    const headers = { authorization: `Bearer ${server.token}` };
    const times: number[] = [];
    const until = performance.now() + SECONDS * 1000;
    try {
      while (performance.now() < until) {
        const started = performance.now();
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
        times.push(performance.now() - started);
      }
    } finally {
      const exited = new Promise((resolve) => server.child.once('exit', resolve));
      server.child.kill('SIGTERM');
      await exited;
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)];
    const { cpuMs } = JSON.parse(fs.readFileSync(`${file}.cpu.json`, 'utf8')) as { cpuMs: number };
    const waves = server.waves[ENDPOINT];
    console.log(`${ENDPOINT} at ${STUDENTS} students, one client: ${times.length} requests, median ${median.toFixed(2)} ms`);
    console.log(
      `API process on CPU ${(cpuMs / times.length).toFixed(2)} ms a request (user + system, load average ${os.loadavg()[0].toFixed(1)})`,
    );
    console.log(`statements a request: ${waves.reduce((a, b) => a + b, 0)} in ${waves.length} waves (${waves.join(' + ')})`);
    if (ENDPOINT === 'students' && STUDENTS === 1000) console.log(PROFILE_BEFORE);
    summarizeProfile(file, times.length);
    console.log(`profile: ${file}`);
  });
}
