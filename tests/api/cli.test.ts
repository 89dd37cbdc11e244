import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { startTestServer } from '../support/server';
import { waitFor } from '../support/wait';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const cli = (script: string, args: string[], env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', `infra/src/cli/${script}.ts`, ...args], { cwd: root, env: { ...process.env, LOG_LEVEL: 'silent', ...env } });

describe('npm run create-user', () => {
  it('creates a staff account that can sign in, and refuses bad input or an existing e-mail', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pt-cli-'));
    const env = { DATA_DIR: dataDir, USER_PASSWORD: 'therapist-password-1' };
    const created = await cli('create-user', ['--name', 'Jo Park', '--email', 'jo@example.com', '--role', 'therapist'], env);
    expect(created.stdout).toMatch(/Created therapist Jo Park <jo@example.com>/);

    await expect(cli('create-user', ['--name', 'Jo Park', '--email', 'jo@example.com', '--role', 'therapist'], env)).rejects.toMatchObject({ code: 1 });
    const refused = cli('create-user', ['--email', 'not-an-email', '--role', 'patient'], { ...env, USER_PASSWORD: '1' });
    await expect(refused).rejects.toMatchObject({ code: 2 });
    // Every mistake is named, the missing name included.
    const { stderr } = (await refused.catch((e: { stderr: string }) => e)) as { stderr: string };
    for (const line of ['--name: Please enter a name', '--email: Please enter a valid email address', '--role: Please choose a role', 'USER_PASSWORD: Password must be at least 6 characters']) expect(stderr).toContain(line);

    const server = await startTestServer({ DEMO: '0' }, dataDir);
    try {
      const res = await server.call('POST', '/api/portal/login', { email: 'jo@example.com', password: 'therapist-password-1' });
      expect(res.body.user).toMatchObject({ email: 'jo@example.com', role: 'therapist', name: 'Jo Park' });
    } finally {
      await server.stop();
    }
  });
});

describe('npm run replay', () => {
  it('has the running server rebuild a read model beside the live one, which keeps answering, and swap it in', async () => {
    const server = await startTestServer({ DEMO: '1' });
    try {
      const admin = await server.signIn('admin@example.com', 'demo-admin-1');
      const sent = await server.call('POST', '/api/contact', { firstName: 'Re', lastName: 'Play', email: 're@example.com', phone: '3215550100', consent: true });
      // Once every notification is settled, so nothing but the rebuild can change what the inbox shows.
      const before = await waitFor(async () => {
        const answer = await server.call('GET', `/api/admin/inbox?after=${sent.body.position}`, undefined, admin);
        return (answer.body.items as { notification: string }[]).every((item) => item.notification !== 'pending') && answer;
      }, 15_000, 'the notifications to be sent');
      const registry = () => server.running.ports.readStore.get<{ id: string; active: { collection: string } }>('read_models', 'inbox');
      const generation = (await registry())!.active.collection;

      const replayed = await cli('replay', ['inbox'], { DATA_DIR: server.dataDir });
      expect(replayed.stdout).toMatch(/Asked for a rebuild of inbox/);
      await waitFor(async () => (await registry())!.active.collection !== generation, 15_000, 'the rebuilt inbox');
      const after = await server.call('GET', '/api/admin/inbox', undefined, admin);
      expect(after.body.items).toEqual(before.body.items);
      await expect(cli('replay', ['nonsense'], { DATA_DIR: server.dataDir })).rejects.toMatchObject({ code: 2 });
    } finally {
      await server.stop();
    }
  });
});
