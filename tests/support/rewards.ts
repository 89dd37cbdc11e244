import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { startServerProcess, type ServerProcess } from './child-server';
import { middayTimeZone } from './clock';
import { demo } from './server';
import { waitFor } from './wait';

/** Scaffolding of the browser tests of rewards (tests/e2e/rewards-*.test.ts). */

export { demo };
export const rewardsPhone = { width: 390, height: 844 };
export const rewardsDesktop = { width: 1280, height: 900 };

export interface Account {
  token: string;
  user: { id: string; email: string; role: string };
}
export interface Patient extends Account {
  patientId: string;
  firstName: string;
  lastName: string;
}

export interface RewardsSite {
  readonly url: string;
  readonly server: ServerProcess;
  call(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: any }>;
  signIn(account: { email: string; password: string }): Promise<Account>;
  /** A registered patient with a profile (the leaderboard shows their first name and last initial). */
  patient(firstName: string, lastName: string): Promise<Patient>;
  /** A registered patient without a profile. */
  patientWithoutProfile(): Promise<Account>;
  /** A fresh browser context signed in as `account` (its stored session, checked by the server at start), on `path`. */
  open(account: Account, path: string, viewport?: { width: number; height: number }): Promise<Page>;
  /** As the therapist: assigns `n` daily exercises to the patient; as the patient: completes them all, which makes a session. */
  completeSession(patient: Patient, n: number): Promise<void>;
}

/**
 * A server (its own data directory; days counted in a time zone where it is now around midday, so
 * "today" does not change under a test) and a browser for the file.
 */
export function useRewardsSite(env: Record<string, string> = {}): RewardsSite {
  let server: ServerProcess;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  const contexts: BrowserContext[] = [];
  let therapist: string | null = null;
  let exercises: { id: string }[] = [];
  let count = 0;

  beforeAll(async () => {
    server = await startServerProcess({ PRACTICE_TIME_ZONE: middayTimeZone(), ...env });
    browser = await launchBrowser();
  });
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close().catch(() => undefined);
  });
  afterAll(async () => {
    await browser?.cleanup();
    await server?.stop();
  });

  const call: RewardsSite['call'] = async (method, path, body, token) => {
    const res = await fetch(server.url + path, {
      method,
      headers: { ...(body !== undefined && { 'content-type': 'application/json' }), ...(token && { authorization: `Bearer ${token}` }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };

  const register = async (): Promise<Account> => {
    const email = `rewards-${++count}-${Date.now()}@example.com`;
    const { status, body } = await call('POST', '/api/portal/register', { email, password: 'sea glass 42' });
    expect(status).toBe(201);
    return { token: body.token, user: body.user };
  };

  const site: RewardsSite = {
    get url() {
      return server.url;
    },
    get server() {
      return server;
    },
    call,
    async signIn({ email, password }) {
      const { status, body } = await call('POST', '/api/portal/login', { email, password });
      if (status !== 200) throw new Error(`sign-in of ${email}: ${status}`);
      return { token: body.token, user: body.user };
    },
    async patient(firstName, lastName) {
      const account = await register();
      const profile = await call('POST', '/api/portal/profile', { firstName, lastName }, account.token);
      expect(profile.status).toBeLessThan(300);
      return { ...account, patientId: profile.body.id, firstName, lastName };
    },
    patientWithoutProfile: register,
    async open(account, path, viewport = rewardsDesktop) {
      const context = await browser.newContext({ viewport });
      contexts.push(context);
      await context.route(/^https:\/\//, (route) => route.abort('internetdisconnected'));
      await context.addInitScript(([token, user]) => {
        localStorage.setItem('portal_token', token);
        localStorage.setItem('portal_user', user);
      }, [account.token, JSON.stringify(account.user)] as const);
      const page = await context.newPage();
      await page.goto(server.url + path);
      return page;
    },
    async completeSession(patient, n) {
      if (!therapist) {
        therapist = (await site.signIn(demo.therapist)).token;
        const seeded = await call('POST', '/api/seed-exercises', {}, therapist);
        exercises = (await call('GET', `/api/exercises?after=${seeded.body.position}`, undefined, therapist)).body.exercises;
      }
      const assigned: { id: string; position: string }[] = [];
      for (let i = 0; i < n; i++) {
        const answer = await call('POST', '/api/admin/assign-exercise', { patientId: patient.patientId, exerciseId: exercises[(count + i) % exercises.length]!.id, frequency: 'Once daily' }, therapist);
        expect(answer.status).toBe(201);
        assigned.push(answer.body);
      }
      for (const a of assigned) {
        const done = await call('POST', `/api/portal/my-exercises/${a.id}/complete?after=${a.position}`, {}, patient.token);
        expect(done.status).toBe(201);
      }
    },
  };
  return site;
}

/** The leaderboard's names, top first, as the page shows them. */
export async function leaderboardNames(page: Page): Promise<string[]> {
  return (await page.getByTestId('leaderboard-row').locator('.leaderboard-name').allTextContents()).map((t) => t.replace(/You$/, '').trim());
}

/** A tile's number once it has finished counting: the value it counts to and the text it shows agree. */
export async function tileValue(page: Page, testId: string): Promise<number> {
  const tile = page.getByTestId(testId).locator('.animated-number').first();
  return waitFor(async () => {
    const target = await tile.getAttribute('data-value');
    const shown = (await tile.locator('[aria-hidden="true"]').textContent())?.replace(/,/g, '');
    return target !== null && shown === target ? Number(target) : null;
  }, 10_000, `${testId} to settle`);
}
