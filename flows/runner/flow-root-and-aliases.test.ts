// A flow whose first state sits at its base path ('' path) and a path alias (a bare checkout root that
// asks for its first step), as the purchase flow declares them (decision 079).
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { defineFlow } from '../define-flow';
import { pathForState, stateForPath } from './flow-navigation';

const machine = createMachine({ id: 'shop', initial: 'root', states: { root: {}, contact: {} } });
const Screen = () => null;
const flow = defineFlow({
  id: 'shop',
  machine,
  basePath: '/members/join',
  title: 'Shop',
  persist: { key: 'shop', version: 1 },
  states: { root: { path: '', screen: Screen }, contact: { path: 'apply/contact', screen: Screen } },
  aliases: { apply: 'contact', nowhere: 'missing' },
  actors: () => ({}),
});

describe('root path and aliases', () => {
  it('puts a state with the empty path at the base path itself', () => {
    expect(pathForState(flow, 'root', {})).toBe('/members/join');
    expect(stateForPath(flow, '/members/join', {})).toBe('root');
    expect(stateForPath(flow, '/members/join/', {})).toBe('root');
  });

  it('reads an alias as a request for its state, and ignores an alias of an undeclared state', () => {
    expect(stateForPath(flow, '/members/join/apply', {})).toBe('contact');
    expect(stateForPath(flow, '/members/join/apply/contact', {})).toBe('contact');
    expect(stateForPath(flow, '/members/join/nowhere', {})).toBeNull();
    expect(stateForPath(flow, '/members/join/other', {})).toBeNull();
  });
});

describe('fallback state', () => {
  const withFallback = { ...flow, fallback: 'contact' };

  it('reads any other path under the base path as a request for the fallback state', () => {
    expect(stateForPath(withFallback, '/members/join/anything/else', {})).toBe('contact');
    expect(stateForPath(withFallback, '/members/join', {})).toBe('root');
    expect(stateForPath(withFallback, '/members/joined', {})).toBeNull();
  });
});
