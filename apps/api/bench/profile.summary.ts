/** Reads a .cpuprofile and prints its top frames by self and total time, and the time of each package. */
import fs from 'node:fs';

type Frame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: Frame; children?: number[] };
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** The package a frame belongs to, by the folder its script is in; "ours" for the project's own code. */
function packageOf({ url, functionName }: Frame): string {
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (dependency) return groupOf(dependency[1]);
  if (/\/(apps|packages)\//.test(url)) return 'ours';
  if (url.startsWith('node:') || /^(internal|node)[:/]/.test(url)) return 'node';
  if (functionName === '(garbage collector)') return 'gc';
  if (functionName === '(idle)') return 'idle';
  return functionName.startsWith('(') ? functionName : 'native';
}

/** Packages gathered as the issue counts them. */
function groupOf(name: string): string {
  if (/^(fastify|@fastify\/|find-my-way|avvio|light-my-request|fast-json-stringify|fast-uri|pino|ajv|@fastify)/.test(name))
    return `fastify (${name})`;
  if (name.startsWith('drizzle')) return 'drizzle';
  if (/^(pg|pg-[a-z]+|postgres-[a-z]+)$/.test(name)) return `pg (${name})`;
  if (/^(zod|fastify-type-provider-zod|zod-to-json-schema)$/.test(name)) return `zod (${name})`;
  if (/argon2/.test(name)) return 'argon/crypto';
  if (name === 'prom-client') return 'metrics (prom-client)';
  return name;
}

const label = (frame: Frame) =>
  `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*?(node_modules\/|apps\/|packages\/)/, '$1')}:${frame.lineNumber + 1}`;

function top(map: Map<string, number>, count: number, totalUs: number, requests: number, title: string) {
  console.log(`\n${title}`);
  for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, count)) {
    const share = ((us / totalUs) * 100).toFixed(1).padStart(5);
    console.log(`${share}% ${(us / 1000 / requests).toFixed(3).padStart(7)} ms/req  ${key}`);
  }
}

export function summarizeProfile(file: string, requests: number) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const packages = new Map<string, number>();
  let busyUs = 0;
  profile.samples.forEach((id, index) => {
    const us = profile.timeDeltas[index] ?? 0;
    const leaf = byId.get(id)!;
    if (leaf.callFrame.functionName === '(idle)') return;
    busyUs += us;
    self.set(label(leaf.callFrame), (self.get(label(leaf.callFrame)) ?? 0) + us);
    const leafPackage = packageOf(leaf.callFrame);
    packages.set(leafPackage, (packages.get(leafPackage) ?? 0) + us);
    const seen = new Set<string>();
    for (let node: ProfileNode | undefined = leaf; node; node = byId.get(parentOf.get(node.id) ?? -1)) {
      const key = label(node.callFrame);
      if (seen.has(key) || node.callFrame.functionName === '(root)') continue;
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + us);
    }
  });
  console.log(
    `busy CPU ${(busyUs / 1000).toFixed(0)} ms over ${requests} requests: ${(busyUs / 1000 / requests).toFixed(3)} ms a request`,
  );
  top(packages, 15, busyUs, requests, 'self time by package (share of busy CPU, ms a request)');
  top(self, 25, busyUs, requests, 'top frames by self time');
  top(total, 25, busyUs, requests, 'top frames by total time');
}

// npx tsx bench/profile.summary.ts <file.cpuprofile> [requests]: the summary of a profile taken before.
if (process.argv[1] === import.meta.filename) summarizeProfile(process.argv[2], Number(process.argv[3] ?? 1));
