/**
 * `npm start` builds the web app only when what it is built from changed since the last build:
 * a digest of the sources (web and contracts), the build configuration and the lockfile is kept
 * beside the build. `FORCE_WEB_BUILD=1` builds anyway.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const web = path.resolve(import.meta.dirname, '..');
const root = path.resolve(web, '..');
const marker = path.join(web, 'dist', '.source-digest');
const inputs = ['web/src', 'web/public', 'web/scripts', 'web/index.html', 'web/vite.config.ts', 'web/package.json', 'web/tsconfig.json', 'contracts/src', 'package-lock.json'];

function files(entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full)
    .sort()
    .flatMap((name) => files(path.join(entry, name)));
}

const digest = createHash('sha256');
for (const file of inputs.flatMap(files)) digest.update(file).update('\0').update(readFileSync(path.join(root, file))).update('\0');
const current = digest.digest('hex');

if (process.env.FORCE_WEB_BUILD !== '1' && existsSync(path.join(web, 'dist', 'index.html')) && existsSync(marker) && readFileSync(marker, 'utf8') === current) {
  console.log('web app unchanged since its last build: not building it again');
} else {
  execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  writeFileSync(marker, current);
}
