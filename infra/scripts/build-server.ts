/**
 * Builds the server that `npm start` and the containers run (ADR 27): our own TypeScript (infra and
 * the workspace packages it imports) bundled by esbuild into `infra/dist/main.mjs`, with source maps.
 * Third-party packages stay in node_modules, loaded by Node as before; the adapters only a configured
 * server uses (EventStoreDB, MongoDB, Redis, SMTP, the in-memory read store) stay in chunks of their
 * own, loaded by their dynamic imports only when configured. It takes a fraction of a second, so
 * `npm start` builds it every time and it is never stale.
 */
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const infra = path.resolve(import.meta.dirname, '..');
export const serverOutDir = path.join(infra, 'dist');
export const serverEntry = path.join(serverOutDir, 'main.mjs');

export async function buildServer(): Promise<void> {
  rmSync(serverOutDir, { recursive: true, force: true });
  await build({
    entryPoints: { main: path.join(infra, 'src/main.ts') },
    outdir: serverOutDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'packages-from-node-modules',
        setup(bundle) {
          // A bare import is a package: ours (@pt/…) are bundled from their sources, the others are not.
          bundle.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@pt/') ? undefined : { external: true }));
        },
      },
    ],
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServer();
