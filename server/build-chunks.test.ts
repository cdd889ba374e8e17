// Where a module's code lands, by the lazily loaded roots that reach it (decision 270).
import { describe, expect, it } from 'vitest';
import { chunkFor, rootFamily } from './build-chunks.ts';

describe('chunks by what uses them', () => {
  it('names the roots: a journey binding or chart, a later step, a page, the visualizer', () => {
    expect(rootFamily('/p/journeys/purchase/purchase.journey.ts')).toBe('purchase');
    expect(rootFamily('/p/machines/upgrade-membership.machine.ts')).toBe('upgrades');
    expect(rootFamily('/p/screens/purchase/contact-screen.tsx')).toBe('purchase-steps');
    expect(rootFamily('/p/src/pages/members/members-home-page.tsx')).toBe('page');
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
  });
});
