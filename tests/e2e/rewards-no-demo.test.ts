import { describe, expect, it } from 'vitest';
import { tileValue, useRewardsSite } from '../support/rewards';

/** Without demo data (DECISIONS.md) the rewards page has no Demo Mode card; real sessions come from exercises. */
const site = useRewardsSite({ DEMO: '0', ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'a-long-admin-password' });

describe('a server without demo data', () => {
  it('shows no Demo Mode card', async () => {
    const joe = await site.patient('Joe', 'Park');
    expect((await site.call('GET', '/api/portal/features', undefined, joe.token)).body.features).toEqual({ demo: false });
    const page = await site.open(joe, '/patient-portal/rewards');
    expect(await tileValue(page, 'tile-total-points')).toBe(0);
    await page.getByRole('tab', { name: 'Achievements', selected: true }).waitFor();
    // The page has read the server's features: demo mode is off.
    await page.locator('[data-demo-mode="off"]').waitFor();
    expect(await page.getByTestId('demo-mode-card').count()).toBe(0);
  });
});
