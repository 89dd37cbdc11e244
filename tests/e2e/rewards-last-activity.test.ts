import { describe, expect, it } from 'vitest';
import { middayTimeZone } from '../support/clock';
import { demo, useRewardsSite } from '../support/rewards';

/**
 * The rewards page's Progress tab, Streak Information › Last Activity (spec 001): a patient who has done
 * an exercise today sees today there, live and after a reload, before the day's session is recorded
 * (the day's plan is not all done).
 */
const site = useRewardsSite();

describe('the last activity', () => {
  it("is today once an exercise is done today, live and after a reload, though the day's session is not recorded yet", async () => {
    const dee = await site.patient('Dee', 'Started');
    const therapist = (await site.signIn(demo.therapist)).token;
    const seeded = await site.call('POST', '/api/seed-exercises', {}, therapist);
    const exercises = (await site.call('GET', `/api/exercises?after=${seeded.body.position}`, undefined, therapist)).body.exercises as { id: string }[];
    const assigned: { id: string; position: string }[] = [];
    for (const exercise of exercises.slice(0, 2)) {
      const answer = await site.call('POST', '/api/admin/assign-exercise', { patientId: dee.patientId, exerciseId: exercise.id, frequency: 'Once daily' }, therapist);
      expect(answer.status).toBe(201);
      assigned.push(answer.body);
    }

    const page = await site.open(dee, '/patient-portal/rewards?tab=progress');
    const lastActivity = page.getByTestId('streak-info').locator('div', { hasText: 'Last Activity' }).locator('dd');
    await lastActivity.getByText('No activity yet').waitFor();

    // One of the day's two exercises, done (from another device): no session yet, but today is active.
    const done = await site.call('POST', `/api/portal/my-exercises/${assigned[0]!.id}/complete?after=${assigned.at(-1)!.position}`, {}, dee.token);
    expect(done.status).toBe(201);
    const today = new Intl.DateTimeFormat('en-US', { timeZone: middayTimeZone(), month: 'short', day: 'numeric', year: 'numeric' }).format(new Date());
    await expect.poll(() => lastActivity.textContent(), { timeout: 10_000 }).toBe(today);
    expect((await site.call('GET', '/api/gamification/sessions/me', undefined, dee.token)).body.data).toEqual([]);

    await page.reload();
    await page.getByTestId('streak-info').waitFor();
    await expect.poll(() => lastActivity.textContent()).toBe(today);
  });
});
