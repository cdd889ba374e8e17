// Where a module's code lands, by the lazily loaded roots that reach it (decision 270).
import { describe, expect, it } from 'vitest';
import { chunkFor, chunkOf, preloadDependencies, rootFamily } from './build-chunks.ts';

describe('chunks by what uses them', () => {
  it('names the roots: a journey binding or chart, a later step, a page, the visualizer', () => {
    expect(rootFamily('/p/journeys/purchase/purchase.journey.ts')).toBe('purchase');
    expect(rootFamily('/p/machines/upgrade-membership.machine.ts')).toBe('upgrades');
    expect(rootFamily('/p/screens/purchase/contact-screen.tsx')).toBe('purchase-steps');
    expect(rootFamily('/p/src/pages/members/memberships-page.tsx')).toBe('page');
    expect(rootFamily('/p/src/pages/members/members-home-page.tsx')).toBe('dashboard');
    expect(rootFamily('/p/src/pages/auth/login-page.tsx')).toBe('login');
    expect(rootFamily('/p/journeys/purchase/purchase.words.ts')).toBeNull();
  });

  it('keeps one journey’s code together, later steps apart, shared code by who shares it', () => {
    expect(chunkFor(new Set(['purchase']))).toBe('purchase');
    expect(chunkFor(new Set(['purchase', 'purchase-steps']))).toBe('purchase');
    expect(chunkFor(new Set(['purchase-steps']))).toBe('purchase-steps');
    expect(chunkFor(new Set(['purchase-steps', 'renewal-steps']))).toBe('forms');
    expect(chunkFor(new Set(['renewal', 'purchase', 'page']))).toBe('purchase+renewal');
    expect(chunkFor(new Set(['gift', 'purchase', 'renewal', 'upgrades']))).toBe('kit');
    expect(chunkFor(new Set(['page']))).toBeNull();
    expect(chunkFor(new Set(['login', 'purchase']))).toBe('purchase');
  });

  it('keeps what the dashboard reaches out of the kit and the journeys, apart from what /login shares', () => {
    expect(chunkFor(new Set(['dashboard', 'gift', 'purchase', 'renewal', 'upgrades']))).toBe('dashboard');
    expect(chunkFor(new Set(['dashboard', 'auto-renew', 'page']))).toBe('dashboard');
    expect(chunkFor(new Set(['dashboard', 'login', 'purchase']))).toBe('page-basics');
  });

  it('puts the engine in the kit and what form screens share in `fields`, apart from a first step with no form', () => {
    expect(chunkOf('/p/node_modules/xstate/dist/xstate.esm.js', null)).toBe('kit');
    expect(chunkOf('/p/flows/runner/flow-runner.tsx', 'purchase')).toBe('kit');
    expect(chunkOf('/p/ui/radio-group.tsx', 'kit')).toBe('kit');
    expect(chunkOf('/p/node_modules/@modular-forms/react/dist/index.js', 'kit')).toBe('fields');
    expect(chunkOf('/p/screens/forms/store-fields.tsx', 'kit')).toBe('fields');
    expect(chunkOf('/p/ui/text-area-field.tsx', 'purchase')).toBe('fields');
    expect(chunkOf('/p/ui/combobox.tsx', 'kit')).toBe('fields');
    expect(chunkOf('/p/ui/dialog.tsx', 'kit')).toBe('fields');
    expect(chunkOf('/p/ui/button.tsx', 'dashboard')).toBe('dashboard');
    expect(chunkOf('/p/screens/purchase/contact-screen.tsx', 'purchase-steps')).toBe('purchase-steps');
    // What only journeys loading the form library reach goes with it; what another reaches stays.
    expect(chunkOf('/p/machines/forms/password-rules.ts', 'kit', true)).toBe('fields');
    expect(chunkOf('/p/machines/forms/card-form.ts', 'kit', false)).toBe('kit');
  });

  it("preloads a dynamic import's scripts for the shell's imports and the HTML, not for a lazy chunk's", () => {
    const deps = ['assets/kit-Ab12Cd34.js', 'assets/fields-Ef56Gh78.js'];
    const page = 'assets/account-page-Ij90Kl12.js';
    expect(preloadDependencies(page, deps, { hostId: 'assets/index-Mn34Op56.js', hostType: 'js' })).toEqual(
      deps,
    );
    expect(preloadDependencies(page, deps, { hostId: 'index.html', hostType: 'html' })).toEqual(deps);
    const steps = 'assets/purchase-steps-Qr78St90.js';
    expect(
      preloadDependencies(steps, deps, { hostId: 'assets/purchase-Uv12Wx34.js', hostType: 'js' }),
    ).toEqual([]);
    expect(
      preloadDependencies(steps, deps, { hostId: 'assets/kit-index-Yz56Ab78.js', hostType: 'js' }),
    ).toEqual([]);
  });
});
