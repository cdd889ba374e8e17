// The page a client route gets: its journey's (scripts preloaded), by the longest base path it is under.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { basePathPattern, routePages } from './route-pages.ts';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('route pages', () => {
  it('matches a base path with its params and anything under it, nothing beside it', () => {
    const renew = basePathPattern('/members/memberships/$sfid/renew');
    expect(renew.test('/members/memberships/a0B1/renew')).toBe(true);
    expect(renew.test('/members/memberships/a0B1/renew/payment')).toBe(true);
    expect(renew.test('/members/memberships/a0B1/renewal')).toBe(false);
    expect(renew.test('/members/memberships/renew')).toBe(false);
  });

  it('answers the longest base path’s page, and index.html outside every journey', async () => {
    dir = await mkdtemp(join(tmpdir(), 'route-pages-'));
    await writeFile(
      join(dir, 'route-pages.json'),
      JSON.stringify([
        { basePath: '/programs/apply/create-account', html: 'routes/partner-login.html' },
        { basePath: '/programs/apply', html: 'routes/partner-application.html' },
      ]),
    );
    const pageFor = routePages(dir);
    expect(pageFor('/programs/apply/create-account')).toBe('routes/partner-login.html');
    expect(pageFor('/programs/apply/contact')).toBe('routes/partner-application.html');
    expect(pageFor('/members')).toBe('index.html');
  });

  it('serves index.html everywhere when the build wrote no route pages', () => {
    expect(routePages('/nonexistent')('/members/join')).toBe('index.html');
  });
});
