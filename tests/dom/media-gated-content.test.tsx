// Gated content rules of member spec §4 through the whole portal (router, session, client middleware):
// the server's refusal of a private item picks the way out. The browser test covers the visitor and
// expired@; no persona holds a Do Not Renew or Cancelled membership, so those are driven here.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardAnswers, membership } from './dashboard-fixtures';
import { json, renderPortal, type Answer } from './portal-harness';

const refused =
  (status: number, code: string): Answer =>
  (_request, url) =>
    url.pathname === '/api/videos/video-3'
      ? json(status, { message: 'Members only.', codes: [code] })
      : undefined;
const lists: Answer = (_request, url) =>
  url.pathname === '/api/videos' || url.pathname === '/api/posts' ? json(200, []) : undefined;

describe('a private video refused to a signed-in member', () => {
  it.each(['Do Not Renew', 'Cancelled'])('%s: out to the provider site', async (status) => {
    const { leftFor, portal } = await renderPortal('/members/media/videos/video-3', [
      refused(403, 'MEMBERS_ONLY'),
      ...dashboardAnswers([membership({ membership_status__c: status })]),
    ]);
    await waitFor(() => expect(leftFor).toEqual(['https://www.example.com/']));
    expect(portal.router.state.location.pathname).toBe('/members/media/videos/video-3');
  });

  it('no membership: the gated content page, remembering the video', async () => {
    const { portal } = await renderPortal('/members/media/videos/video-3', [
      refused(403, 'MEMBERS_ONLY'),
      lists,
      ...dashboardAnswers([]),
    ]);
    await screen.findByText('The page you asked for is for current members only.');
    expect(portal.router.state.location.pathname).toBe('/members/gated_content');
    expect(portal.router.state.location.search).toEqual({
      category: 'videos',
      back: '/members/media/videos/video-3',
    });
    // Signed in already: membership is the way in, not another sign-in.
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Become a Member' })).toBeTruthy();
  });

  it('Expired: the members-only prompt, Continue to the renewal picker', async () => {
    await renderPortal('/members/media/videos/video-3', [
      refused(403, 'MEMBERSHIP_EXPIRED'),
      ...dashboardAnswers([membership({ membership_status__c: 'Expired' })]),
    ]);
    const dialog = await screen.findByRole('alertdialog', { name: 'Members Only' });
    expect(dialog.textContent).toContain(
      'This page you are trying to view is for current members only. Click continue to renew your member benefits.',
    );
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      '/members/select-your-membership/renew-membership',
    );
  });
});
