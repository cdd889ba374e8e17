// A chart's actor whose code loads apart: started before the code is here it fails with its name, after it
// runs as the logic it stands for; the loads are shared, and a failed one is tried again.
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, setup } from 'xstate';
import { lazyExport, lazyLogic, loadLazyActors } from '@/machines/lazy-logic';

const child = createMachine({
  id: 'child',
  initial: 'a',
  states: { a: { on: { next: 'b' } }, b: { type: 'final' } },
});

function parentWith(loads: { count: number; fail?: boolean }) {
  const source = lazyExport(async () => {
    loads.count += 1;
    if (loads.fail) throw new Error('offline');
    return child;
  });
  const machine = setup({ actors: { child: lazyLogic<typeof child>('child', source) } }).createMachine({
    id: 'parent',
    initial: 'before',
    states: {
      before: { on: { start: 'running' } },
      running: { invoke: { id: 'child', src: 'child', onDone: 'after' } },
      after: { type: 'final' },
    },
  });
  return { machine, source };
}

describe('lazy actor logic', () => {
  it('fails with its name when a chart starts it before its code is here', () => {
    const { machine, source } = parentWith({ count: 0 });
    expect(source.get()).toBeUndefined();
    const actor = createActor(machine);
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    actor.send({ type: 'start' });
    expect(String(errors[0])).toContain("The 'child' actor was started before its code loaded.");
  });

  it('runs as the logic it stands for once loaded, a restored run too', async () => {
    const loads = { count: 0 };
    const { machine, source } = parentWith(loads);
    await Promise.all([loadLazyActors(machine), loadLazyActors(machine)]);
    expect(loads.count).toBe(1);
    expect(source.get()).toBe(child);
    const actor = createActor(machine).start();
    actor.send({ type: 'start' });
    const persisted = actor.getPersistedSnapshot();
    const restored = createActor(machine, { snapshot: persisted }).start();
    expect(restored.getSnapshot().children.child?.getSnapshot().value).toBe('a');
    restored.getSnapshot().children.child?.send({ type: 'next' });
    expect(restored.getSnapshot().status).toBe('done');
  });

  it('tries a failed load again on the next', async () => {
    const loads = { count: 0, fail: true };
    const { machine, source } = parentWith(loads);
    await expect(loadLazyActors(machine)).rejects.toThrow('offline');
    loads.fail = false;
    await loadLazyActors(machine);
    expect(loads.count).toBe(2);
    expect(source.get()).toBe(child);
  });
});
