import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, packageOf, sources } from '../support/imports';

// DESIGN.md section 3: services know ports, never engines; web knows only contracts.
const root = path.resolve(import.meta.dirname, '../..');
const engines = ['@eventstore/db-client', 'mongodb', 'bullmq', 'ioredis', 'better-sqlite3', 'mingo', '@socket.io/redis-adapter', '@socket.io/redis-emitter', 'nodemailer'];
const ours = ['@pt/contracts', '@pt/command-api', '@pt/projector', '@pt/worker', '@pt/infra', '@pt/web', '@pt/tests'];

const allowedOurs: Record<string, string[]> = {
  contracts: [],
  'command-api': ['@pt/contracts'],
  projector: ['@pt/contracts'],
  worker: ['@pt/contracts'],
  infra: ['@pt/contracts', '@pt/command-api', '@pt/projector', '@pt/worker'],
  web: ['@pt/contracts'],
};

describe('package boundaries (DESIGN.md section 3)', () => {
  for (const [pkg, allowed] of Object.entries(allowedOurs)) {
    it(`${pkg} imports only what it may`, () => {
      const violations: string[] = [];
      for (const file of sources(path.join(root, pkg, 'src'))) {
        for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
          if (specifier.startsWith('.')) {
            const target = path.resolve(path.dirname(file), specifier);
            if (!target.startsWith(path.join(root, pkg) + path.sep)) violations.push(`${path.relative(root, file)} reaches outside its package: ${specifier}`);
            continue;
          }
          const name = packageOf(specifier);
          if (name === 'vitest' && /\.test\.tsx?$/.test(file)) continue;
          if (engines.includes(name) && pkg !== 'infra') violations.push(`${path.relative(root, file)} imports the engine client ${name}`);
          if (ours.includes(name) && !allowed.includes(name)) violations.push(`${path.relative(root, file)} imports ${name}`);
          // The shared core (server-side only) may use Node's own modules; the rest of contracts is zod only.
          const coreNode = name.startsWith('node:') && file.includes(`${path.sep}contracts${path.sep}src${path.sep}core${path.sep}`);
          if (pkg === 'contracts' && name !== 'zod' && !coreNode) violations.push(`${path.relative(root, file)} imports ${name} (contracts may import zod only)`);
          if (pkg === 'web' && specifier.startsWith('@pt/contracts/core')) violations.push(`${path.relative(root, file)} imports the server-side core`);
        }
      }
      expect(violations).toEqual([]);
    });
  }

  it('the import scanner sees every form of import', () => {
    const code = `import a from 'mongodb';\nimport { b } from "@pt/worker/src/x";\nexport * from './local';\nconst c = await import('bullmq');\nimport 'ioredis';`;
    expect(importsOf(code)).toEqual(['mongodb', '@pt/worker/src/x', './local', 'bullmq', 'ioredis']);
    expect(packageOf('@pt/worker/src/x')).toBe('@pt/worker');
  });
});
