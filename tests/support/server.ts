import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main, type Running } from '@pt/infra';

export interface TestServer {
  url: string;
  running: Running;
  dataDir: string;
  /** fetch relative to the server, JSON in and out. */
  call(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: any; headers: Headers }>;
  signIn(email: string, password: string): Promise<string>;
  /**
   * What commands appended after `position` (`stream type` each): reactions' own streams
   * (notifications, rewards), which run in the background, are left out.
   */
  appendedSince(position: string | null): Promise<string[]>;
  /** Stops the server; its data directory is removed unless `keepData`. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/** The whole product in this process (embedded adapters), on a free port, with a fresh data directory. */
export async function startTestServer(env: Record<string, string> = {}, existingDataDir?: string): Promise<TestServer> {
  const dataDir = existingDataDir ?? mkdtempSync(path.join(tmpdir(), 'pt-test-'));
  // WEB_DIST: a web build elsewhere than web/dist (one per worktree when several build at once).
  const webDist = process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {};
  const running = await main({ PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO: '1', DEMO_HISTORY: '0', PUBLIC_WRITES: '100000', ...webDist, ...env });
  const url = `http://127.0.0.1:${running.api!.port}`;
  const call: TestServer['call'] = async (method, route, body, token) => {
    const res = await fetch(url + route, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };
  return {
    url,
    running,
    dataDir,
    call,
    async appendedSince(position) {
      const events = await running.ports.eventStore.readAll({ after: position ?? undefined });
      return events.filter((e) => !/^(notification|rewards)-/.test(e.stream)).map((e) => `${e.stream} ${e.type}`);
    },
    async signIn(email, password) {
      const { status, body } = await call('POST', '/api/portal/login', { email, password });
      if (status !== 200) throw new Error(`sign-in of ${email} failed: ${status} ${JSON.stringify(body)}`);
      return body.token as string;
    },
    async stop(options) {
      await running.stop();
      if (!options?.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const demo = {
  admin: { email: 'admin@example.com', password: 'demo-admin-1', name: 'Casey Morgan' },
  therapist: { email: 'therapist@example.com', password: 'demo-therapist-1', name: 'Jordan Ellis' },
  patient: { email: 'patient@example.com', password: 'demo-patient-1' },
  auditor: { email: 'auditor@example.com', password: 'demo-auditor-1', name: 'Riley Chen' },
} as const;
