import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { startTestServer } from '../support/server';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const cli = (script: string, args: string[], env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', `infra/src/cli/${script}.ts`, ...args], { cwd: root, env: { ...process.env, LOG_LEVEL: 'silent', ...env } });

describe('npm run create-user', () => {
  it('creates a staff account that can sign in, and refuses bad input or an existing e-mail', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pt-cli-'));
    const env = { DATA_DIR: dataDir, USER_PASSWORD: 'therapist-password-1' };
    const created = await cli('create-user', ['--email', 'jo@example.com', '--role', 'therapist'], env);
    expect(created.stdout).toMatch(/Created therapist jo@example.com/);

    await expect(cli('create-user', ['--email', 'jo@example.com', '--role', 'therapist'], env)).rejects.toMatchObject({ code: 1 });
    await expect(cli('create-user', ['--email', 'not-an-email', '--role', 'patient'], { ...env, USER_PASSWORD: '1' })).rejects.toMatchObject({ code: 2 });

    const server = await startTestServer({ DEMO: '0' }, dataDir);
    try {
      const res = await server.call('POST', '/api/portal/login', { email: 'jo@example.com', password: 'therapist-password-1' });
      expect(res.body.user).toMatchObject({ email: 'jo@example.com', role: 'therapist' });
    } finally {
      await server.stop();
    }
  });
});
