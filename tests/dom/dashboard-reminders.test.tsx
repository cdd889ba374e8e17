// Every reminder edge of spec §4 on `/members/memberships`, with the clock pinned: 31–45 info, 11–30
// warn, 1–10 error, 0 'expires TODAY', −1 lapsed; the within-10-days banner; the renew label.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardAnswers, expiringIn, TODAY } from './dashboard-fixtures';
import { renderPortal } from './portal-harness';

async function dashboardExpiringIn(days: number, over: Record<string, unknown> = {}) {
  await renderPortal('/members/memberships', dashboardAnswers([expiringIn(days, over)]), { today: TODAY });
  await screen.findByRole('heading', { level: 2, name: 'Gold Card' });
  const reminder = document.querySelector<HTMLElement>('.dash-reminder');
  return {
    reminderText: reminder?.textContent ?? null,
    level: reminder?.dataset.level ?? null,
    banner: screen.queryByRole('complementary', { name: /^Renewal reminder for / }),
    renewLabels: screen
      .queryAllByRole('link', { name: /^Renew( Now| Early)?$/ })
      .filter((link) => link.closest('.dash-membership'))
      .map((link) => link.textContent),
  };
}

describe('expiry reminders by days to expiry', () => {
  it.each([
    [45, 'info', 'Membership expiring in 45 days'],
    [44, 'info', 'Membership expiring in 44 days'],
    [31, 'info', 'Membership expiring in 31 days'],
    [30, 'warn', 'Membership expiring in 30 days'],
    [11, 'warn', 'Membership expiring in 11 days'],
    [10, 'error', 'Membership expiring in 10 days'],
    [1, 'error', 'Membership expiring in 1 day'],
  ])('%i days: %s reminder and Renew Now', async (days, level, text) => {
    const seen = await dashboardExpiringIn(days);
    expect(seen.level).toBe(level);
    expect(seen.reminderText).toContain(text);
    expect(seen.renewLabels).toEqual(['Renew Now']);
  });

  it('46 days: no reminder and a plain Renew', async () => {
    const seen = await dashboardExpiringIn(46);
    expect(seen.reminderText).toBeNull();
    expect(screen.queryByText(/Membership expiring in/)).toBeNull();
    expect(seen.renewLabels).toEqual(['Renew']);
  });

  it("0 days: 'expires TODAY' at error level", async () => {
    const seen = await dashboardExpiringIn(0);
    expect(seen.level).toBe('error');
    expect(seen.reminderText).toContain('Your membership expires TODAY.');
    expect(seen.renewLabels).toEqual(['Renew Now']);
  });

  it('−1 day: Membership has Expired and the lapsed-coverage notice (renewal reactivates in 24 hours)', async () => {
    const seen = await dashboardExpiringIn(-1);
    expect(screen.getByText('Membership has Expired')).toBeTruthy();
    expect(seen.reminderText).toContain('Your coverage has lapsed.');
    expect(seen.reminderText).toContain('reactivated within 24 hours');
    expect(seen.renewLabels).toEqual(['Renew Now']);
    expect(screen.queryByRole('link', { name: 'Enroll Now' })).toBeNull();
  });
});

describe('the within-10-days banner', () => {
  it.each([
    [11, false],
    [10, true],
    [1, true],
    [0, true],
    [-1, false],
  ])('%i days → banner %s', async (days, shown) => {
    const seen = await dashboardExpiringIn(days);
    expect(Boolean(seen.banner)).toBe(shown);
    if (seen.banner) {
      expect(seen.banner.textContent).toContain('set up automatic renewal');
      expect(
        [...seen.banner.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]),
      ).toEqual([
        ['Renew Now', '/members/memberships/m-1/renew'],
        ['Set Up Auto-Renew', '/members/memberships/m-1/billing/auto_renew_enrollment'],
      ]);
    }
  });

  it('not when the membership renews automatically', async () => {
    const seen = await dashboardExpiringIn(5, { auto_renew__c: true });
    expect(seen.banner).toBeNull();
    expect(seen.level).toBe('error');
  });
});
