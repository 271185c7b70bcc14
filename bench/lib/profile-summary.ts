// `npx tsx bench/lib/profile-summary.ts <file.cpuprofile> [top]`: where a --cpu-prof
// profile spends its time, by function (self time) and by package or source file.
import fs from 'node:fs';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary <file.cpuprofile> [top]');
const top = Number(topArg ?? 25);
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfTime = new Map<number, number>();
profile.samples.forEach((id, i) => {
  selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...selfTime.values()].reduce((a, b) => a + b, 0);

function where(url: string): string {
  if (!url) return '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1] as string;
  if (url.startsWith('node:')) return url;
  return url.replace(/^file:\/\/\/work\/main\//, '');
}

const byFunction = new Map<string, number>();
const byPlace = new Map<string, number>();
for (const [id, time] of selfTime) {
  const node = byId.get(id);
  if (!node) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const key = `${functionName || '(anonymous)'} ${where(url)}:${lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + time);
  byPlace.set(where(url), (byPlace.get(where(url)) ?? 0) + time);
}
// Inclusive: a sample counts for every package or file on its stack, once.
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
const inclusive = new Map<string, number>();
let busy = 0;
for (const [id, time] of selfTime) {
  if (byId.get(id)?.callFrame.functionName === '(idle)') continue;
  busy += time;
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const node = byId.get(at);
    if (node?.callFrame.url) seen.add(where(node.callFrame.url));
  }
  for (const place of seen) inclusive.set(place, (inclusive.get(place) ?? 0) + time);
}
const print = (title: string, map: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [key, time] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${((time / total) * 100).toFixed(1).padStart(5)}%  ${key}`);
  }
};
console.log(`${(total / 1e6).toFixed(1)} s sampled`);
print('self time by package or file', byPlace);
print('self time by function', byFunction);
console.log(`\n${(busy / 1e6).toFixed(1)} s busy (not idle); inclusive share of busy time:`);
for (const [key, time] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(`${((time / busy) * 100).toFixed(1).padStart(5)}%  ${key}`);
}
