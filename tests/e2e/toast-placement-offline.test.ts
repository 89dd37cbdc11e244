import { describe, expect, it } from 'vitest';
import { useRewardsSite } from '../support/rewards';

/**
 * Where a toast goes (toast-place.ts) is loaded apart from the page's first visit (issue 11's budget):
 * a toast must show without it, and the next toast asks for it again.
 */
const site = useRewardsSite();

describe("the toasts' placement, loaded apart", () => {
  it('a toast shows when its placement cannot be loaded (offline), and is placed once it can', async () => {
    const gus = await site.patient('Gus', 'Toaster');
    const page = await site.open(gus, '/patient-portal/dashboard', { width: 375, height: 800 });
    let offline = true;
    await page.route(/\/assets\/toast-place-[^/]+\.js$/, (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
    // A page loaded afresh: the placement is not there yet.
    await page.goto(`${site.url}/patient-portal/rewards`);
    const button = page.getByTestId('demo-mode-card').getByRole('button', { name: 'Complete Exercise Session' });
    await button.click();
    const stack = page.getByTestId('toast-stack');
    await stack.locator('.notice').first().waitFor();
    expect(await stack.getAttribute('data-edge')).toBeNull();

    offline = false;
    await button.and(page.locator(':enabled')).waitFor();
    await button.click();
    await page.locator('[data-testid="toast-stack"][data-edge] .notice').first().waitFor();
  });
});
