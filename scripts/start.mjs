// `npm start`: build the web app when its sources changed since the last build, then
// serve the API and the web app on one port. `--build-only` (`npm run build`) only builds.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'apps/web');
const stampFile = path.join(webDir, 'dist/.source-hash');
const inputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/shared/src',
  'package-lock.json',
];

function hashInputs() {
  const hash = createHash('sha256');
  const walk = (relative) => {
    const full = path.join(root, relative);
    if (!fs.existsSync(full)) return;
    const stat = fs.statSync(full);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(full).sort()) walk(path.join(relative, entry));
    } else if (!/\.test\.tsx?$/.test(relative)) {
      hash.update(relative);
      hash.update(fs.readFileSync(full));
    }
  };
  for (const input of inputs) walk(input);
  return hash.digest('hex');
}

const sourceHash = hashInputs();
const builtHash = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : '';
if (sourceHash !== builtHash || process.argv.includes('--rebuild')) {
  console.log('Building the web app…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: webDir, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  fs.writeFileSync(stampFile, sourceHash);
}
// `npm run build` stops here: processes started afterwards find the build current and
// never build at once into the same folder.
if (process.argv.includes('--build-only')) process.exit(0);

// A .env file beside package.json is read by Node itself; real environment variables win.
const envFile = path.join(root, '.env');
const nodeArgs = fs.existsSync(envFile) ? [`--env-file=${envFile}`] : [];
const server = spawn(
  process.execPath,
  [...nodeArgs, '--import', 'tsx', path.join(root, 'apps/api/src/server.ts')],
  {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'production', ...process.env },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
