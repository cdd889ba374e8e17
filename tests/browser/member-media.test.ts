// Member media in Chromium against the real server and sandbox (issue 17 "Proof", member spec §2, §4, §8):
// the help links' lists; a video playing from its playback token, 'Video Error' when the stream fails and
// 'Session Expired' when the token's exp is past, each with Refresh; the app's token on the mobile page; a
// private video for a signed-out visitor (gated content, then sign-in back to it) and for expired@ (the
// renewal prompt); a blog post whose server HTML carries a script, an inline handler and a javascript: link
// that never run. Do Not Renew / Cancelled leaving for the provider site: tests/dom/media-gated-content
// (no persona holds such a membership to sign in with).
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectAccessible } from '../support/accessibility';
import { browserPerTest } from '../support/browser';
import { openAs, signInAtIdp } from '../support/sign-in-as';

const baseUrl = inject('baseUrl');
// DOMPurify parses post-5's HTML to clean it; Chromium reports the inline handler met while parsing (it is
// refused and never runs: the test checks the marker it would set).
const browser = browserPerTest({
  toleratedViolations: [/^script-src-attr blocked inline at \/members\/media\/blog\/post-5 /],
});

const heading = (page: Page, name: string | RegExp, level = 1) =>
  page.getByRole('heading', { level, name }).waitFor({ timeout: 20_000 });
/** The player's video element once the stream answered with its metadata. */
const playing = (page: Page) =>
  page.waitForFunction(
    () => {
      const video = document.querySelector<HTMLVideoElement>('video.media-player__video');
      return video !== null && video.readyState >= 1 && video.error === null;
    },
    undefined,
    { timeout: 20_000 },
  );
const streamSrc = (page: Page) => page.locator('video.media-player__video').getAttribute('src');

describe('member media', () => {
  it('a visitor: the Videos help link, a public video from its token, Video Error with Refresh', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/members/join`);
    // As a visitor would: the join's first step is shown (its URL set) before the footer link is used.
    await page.getByRole('heading', { name: 'Membership Advisor' }).waitFor({ timeout: 20_000 });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Videos', exact: true }).click();
    await heading(page, 'Member Videos & Blog');
    expect(
      await page.getByRole('link', { name: 'Videos', exact: true }).first().getAttribute('aria-current'),
    ).toBe('page');
    await page.locator('.media-grid > li').first().waitFor({ timeout: 20_000 });
    expect(await page.locator('.media-grid > li').count()).toBe(4);
    expect(await page.locator('.media-card__private').count()).toBe(2);
    await expectAccessible(page, 'the videos list');

    await page.getByRole('link', { name: 'Watch Boating Safety Basics' }).click();
    await heading(page, 'Boating Safety Basics');
    await playing(page);
    expect(await streamSrc(page)).toMatch(/^\/api\/media\/stream\/[\w-]+\.[\w-]+\.[\w-]+\/video\.webm$/);
    await expectAccessible(page, 'a video page');

    // The stream does not load: 'Video Error'; Refresh plays again once it does.
    await page.route('**/api/media/stream/**', (route) => route.abort());
    await page.reload();
    await heading(page, 'Video Error', 2);
    await page.unroute('**/api/media/stream/**');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await playing(page);
  });

  it("the app's token and video id open the mobile layout at phone width; an expired one asks for Refresh", async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 390, height: 844 });
    const answer = await fetch(`${baseUrl}/api/cloudflare/stream/token?video_uid=sandbox-video-uid-2`, {
      headers: { 'X-Request-Token': 'sandbox-request-token' },
    });
    const { result } = (await answer.json()) as { result: { token: string } };
    await page.goto(`${baseUrl}/members/media/videos/video-2?sid=${encodeURIComponent(result.token)}`);
    await page.waitForURL(
      (url) => url.pathname === '/videos/video-2' && url.searchParams.get('sid') === result.token,
    );
    await heading(page, 'How to Call for a Tow');
    await playing(page);
    expect(await streamSrc(page)).toContain(result.token);
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'the mobile video page');

    // A token whose exp is past: 'Session Expired'; Refresh fetches a token of the page's own and plays.
    const [header, , signature] = result.token.split('.');
    const claims = Buffer.from(JSON.stringify({ sub: 'sandbox-video-uid-2', exp: 1_700_000_000 })).toString(
      'base64url',
    );
    await page.goto(`${baseUrl}/videos/video-2?sid=${header}.${claims}.${signature}`);
    await heading(page, 'Session Expired', 2);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await playing(page);
    expect(await streamSrc(page)).not.toContain(claims);
  });

  it('a private video for a signed-out visitor lands on gated content; signing in from there plays it', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/members/media/videos/video-3`);
    await page.waitForURL((url) => url.pathname === '/members/gated_content');
    const back = new URL(page.url()).searchParams.get('back');
    expect(back).toBe('/members/media/videos/video-3');
    await page.getByText('The page you asked for is for current members only.').waitFor();
    await expectAccessible(page, 'gated content');

    await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
    await signInAtIdp(page, 'gold@example.com');
    await page.waitForURL((url) => url.pathname === '/members/media/videos/video-3', { timeout: 20_000 });
    await heading(page, 'Captain’s Corner: Reading the Weather');
    await playing(page);
  });

  it('a private video for expired@ prompts the renewal; Continue goes through the renewal picker to the renewal', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, 'expired@example.com', '/members');
    await page.goto(`${baseUrl}/members/media/videos/video-4`);
    const dialog = page.getByRole('alertdialog', { name: 'Members Only' });
    await dialog
      .getByText(
        'This page you are trying to view is for current members only. Click continue to renew your member benefits.',
      )
      .waitFor({ timeout: 20_000 });
    expect(await page.locator('video').count()).toBe(0);
    await expectAccessible(page, 'the renewal prompt');
    const renew = dialog.getByRole('link', { name: 'Continue' });
    expect(await renew.getAttribute('href')).toBe('/members/select-your-membership/renew-membership');
    await renew.click();
    // The picker passes straight on (replacing its own URL) when the member has one membership to renew.
    await page.waitForURL((url) => url.pathname.startsWith('/members/memberships/mem-expired/renew'));
  });

  it("a blog post's server HTML is sanitized: its script, inline handler and javascript: link never run", async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/members/gated_content?category=blog`);
    await page.getByRole('link', { name: 'Read Reader Tips: Knots Worth Knowing' }).click();
    await heading(page, 'Reader Tips: Knots Worth Knowing');
    const body = page.locator('.media-post__body');
    await body.getByText('Bowline: a fixed loop that will not slip.').waitFor();
    expect(await body.locator('script, [onerror]').count()).toBe(0);
    // The javascript: address is gone: the words stay, no longer a link.
    expect(await body.getByRole('link').count()).toBe(0);
    await body.getByText('Printable knot chart').click();
    expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__injectedByPost)).toBe(
      undefined,
    );
    await page.getByRole('complementary', { name: 'Featured Posts' }).waitFor();
    await expectAccessible(page, 'a blog post');
  });
});
