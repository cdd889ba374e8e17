// A flow's paths are its URLs: two states on one path are a mistake unless one declares that it shows
// under the other's URL (a page's load and failure, a save in progress on its step) or runs a child flow.
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { defineFlow, type FlowStateDeclaration } from './define-flow';
import { stateForPath } from './runner/flow-navigation';

const machine = createMachine({ id: 'shop', initial: 'loading', states: {} });
const Screen = () => null;

function flowWith(states: Record<string, Omit<FlowStateDeclaration, 'screen'>>) {
  const declared = Object.fromEntries(
    Object.entries(states).map(([key, state]) => [key, { ...state, screen: Screen }]),
  );
  return defineFlow({
    id: 'shop',
    machine,
    basePath: '/members/shop',
    title: 'Shop',
    persist: { key: 'shop', version: 1 },
    states: declared,
    actors: () => ({}),
  });
}

describe('paths declared by a flow', () => {
  it('reports a path declared twice after two states on the empty path', () => {
    expect(() =>
      flowWith({
        loading: { path: '' },
        failed: { path: '' },
        pick: { path: 'pick' },
        save: { path: 'pick' },
      }),
    ).toThrow("Flow 'shop' declares the path '' twice ('loading', 'failed').");
  });

  it('reports the empty path declared twice', () => {
    expect(() => flowWith({ pick: { path: 'pick' }, loading: { path: '' }, failed: { path: '' } })).toThrow(
      "declares the path '' twice",
    );
  });

  it('reports a step path declared twice once the empty path is shared as declared', () => {
    expect(() =>
      flowWith({
        loading: { path: '' },
        failed: { path: '', sharesPathWith: 'loading' },
        pick: { path: 'pick' },
        save: { path: 'pick' },
      }),
    ).toThrow("Flow 'shop' declares the path 'pick' twice ('pick', 'save').");
  });

  it('accepts states that show under another state’s URL, and the URL asks for that state', () => {
    const flow = flowWith({
      failed: { path: '', sharesPathWith: 'loading' },
      loading: { path: '' },
      pick: { path: 'pick' },
      save: { path: 'pick', sharesPathWith: 'pick' },
    });
    expect(stateForPath(flow, '/members/shop', {})).toBe('loading');
    expect(stateForPath(flow, '/members/shop/pick', {})).toBe('pick');
  });

  it('rejects a shared path that is not the named state’s own', () => {
    expect(() =>
      flowWith({ pick: { path: 'pick' }, save: { path: 'saving', sharesPathWith: 'pick' } }),
    ).toThrow("'save' shares the path of 'pick'");
    expect(() => flowWith({ save: { path: 'pick', sharesPathWith: 'pick' } })).toThrow(
      "'save' shares the path of 'pick'",
    );
    expect(() =>
      flowWith({
        pick: { path: 'pick', sharesPathWith: 'save' },
        save: { path: 'pick', sharesPathWith: 'pick' },
      }),
    ).toThrow("'pick' shares the path of 'save'");
  });

  it('asks for the step, not the state running a child flow under its path, whichever is declared first', () => {
    const wizard = flowWith({ first: { path: 'first' } });
    const child = { invokeId: 'wizard', flow: { load: async () => wizard, get: () => wizard } };
    const flow = flowWith({
      'boat.wizard': { path: 'boat', child },
      boat: { path: 'boat' },
      terms: { path: 'terms' },
    });
    expect(stateForPath(flow, '/members/shop/boat', {})).toBe('boat');
    expect(stateForPath(flowWith({ 'boat.wizard': { path: 'boat', child } }), '/members/shop/boat', {})).toBe(
      'boat.wizard',
    );
  });
});
