import { describe, expect, it } from 'vitest';
import { practice } from '@pt/contracts';
import { events, fieldError, useContactSite, viera } from '../support/contact';
import { animationsSettled, expectNoSeriousViolations, hasRootClass, holdPhoneAndMailLinksIn } from '../support/site';

/**
 * /contact in a real browser against the real server (spec 000 sections 2 and 9): the contact
 * details, their analytics, and the accessibility of the whole page.
 */
const { visit, openContact } = useContactSite();

describe('contact details and analytics', () => {
  it('shows phone, e-mail, hours, callback times, promises and the free consultation; phone and e-mail clicks are tracked', async () => {
    const page = await visit({ analytics: true });
    await holdPhoneAndMailLinksIn(page);
    await openContact(page);
    const info = page.getByRole('complementary', { name: 'Contact Information' });
    const content = (await info.textContent())!.replace(/\s+/g, ' ');
    for (const expected of [
      practice.phone,
      practice.email,
      'Monday-Saturday: 8 AM-6 PM',
      'Sunday: By request',
      'Morning (8 AM - 12 PM)',
      'Afternoon (12 PM - 4 PM)',
      'Evening (4 PM - 6 PM)',
      'Anytime',
      'Callback within 24 hours, guaranteed.',
      'Replies within 2 hours to messages sent during business hours.',
      'Your free consultation includes',
    ]) {
      expect(content).toContain(expected);
    }
    const benefits = await page.locator('.benefit-title').allTextContents();
    expect(benefits).toEqual(['24-Hour Response', 'Same-Day Available', 'Free Phone Consultation']);

    await info.getByRole('link', { name: practice.phone }).click();
    await info.locator(`a[href="mailto:${practice.email}"]`).click();
    expect(await events(page)).toEqual(
      expect.arrayContaining([
        ['phone_call', { event_category: 'contact', event_label: 'contact_page_phone', value: 1 }],
        ['email_click', { event_category: 'contact', event_label: 'contact_page_email', value: 1 }],
      ]),
    );
  });
});

describe('accessibility', () => {
  for (const highContrast of [false, true]) {
    it(`has no serious or critical axe violations${highContrast ? ' in high contrast' : ''}: page, quiz result, both forms with errors`, async () => {
      const page = await visit({ highContrast, geolocation: viera, permissions: ['geolocation'] });
      await openContact(page);
      if (highContrast) expect(await hasRootClass(page, 'high-contrast')).toBe(true);
      await page.getByTestId('scheduler-fallback').waitFor();
      await expect.poll(() => page.getByTestId('service-area').textContent()).toContain('Serving your area');
      const check = async (where: string) => {
        // Colours are judged at rest: Bulma fades buttons (tabs) between states for 0.3 s.
        await animationsSettled(page);
        await expectNoSeriousViolations(page, where);
      };
      await check('contact page');

      const quiz = page.getByTestId('quiz');
      await quiz.getByRole('button', { name: 'A recent injury or new pain' }).click();
      await quiz.getByRole('button', { name: 'Less than 2 weeks' }).click();
      await quiz.getByRole('button', { name: 'I need help with everyday tasks' }).click();
      await quiz.getByTestId('quiz-result').waitFor();
      await check('quiz result');

      await page.getByRole('tab', { name: 'Request Callback' }).click();
      await page.getByRole('button', { name: 'Request Callback' }).click();
      await fieldError(page, 'callback-name').waitFor();
      await check('callback form with errors');

      await page.getByRole('tab', { name: 'Send Message' }).click();
      await page.getByRole('button', { name: 'Send Message' }).click();
      await fieldError(page, 'message-first-name').waitFor();
      await check('message form with errors');
    });
  }
});
