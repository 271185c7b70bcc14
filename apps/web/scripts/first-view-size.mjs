// Sums the gzip size of the JavaScript a route needs on first view: the entry chunk, the
// route's lazy chunk and everything they import statically. Run after `vite build`
// (build.manifest is on). Usage: node scripts/first-view-size.mjs [--dist <dir>] [route-module ...]
// --dist reads another build folder (e.g. `vite build --outDir /tmp/fv-dist`), so measuring
// never overwrites the dist/ a running browser test serves.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const distFlag = args.indexOf('--dist');
let dist = path.resolve(import.meta.dirname, '../dist');
if (distFlag !== -1) {
  if (!args[distFlag + 1]) throw new Error('--dist needs a folder');
  dist = path.resolve(args[distFlag + 1]);
  args.splice(distFlag, 2);
}
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const routes = args;
if (routes.length === 0) routes.push('src/features/catalogue/home/home-page.tsx');

const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
const gz = (file) => gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

for (const route of [entry, ...routes]) {
  if (!manifest[route]) throw new Error(`Not in the manifest: ${route}`);
}

function closure(keys) {
  const seen = new Set();
  const walk = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) walk(next);
  };
  for (const key of keys) walk(key);
  return [...seen];
}

for (const route of routes) {
  const keys = closure([entry, route]);
  let total = 0;
  const rows = keys.map((key) => {
    const size = gz(manifest[key].file);
    total += size;
    return [manifest[key].file, size];
  });
  rows.sort((a, b) => b[1] - a[1]);
  console.log(`\nFirst-view JavaScript for ${route}:`);
  for (const [file, size] of rows) console.log(`  ${(size / 1024).toFixed(2).padStart(8)} kB  ${file}`);
  console.log(`  ${(total / 1024).toFixed(2).padStart(8)} kB  total (gzip -9)`);
}
