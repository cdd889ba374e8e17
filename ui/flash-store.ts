// A small flash store any part of the app can push a success or failure banner to.
import { useSyncExternalStore } from 'react';

export type FlashKind = 'success' | 'failure';

export interface Flash {
  id: number;
  kind: FlashKind;
  message: string;
  /** The flash is a form's result that focus follows (decision 222): it takes focus when it shows. */
  takesFocus?: boolean;
}

let flashes: readonly Flash[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Flash[]) {
  flashes = next;
  for (const listener of listeners) listener();
}

export function pushFlash(kind: FlashKind, message: string, takesFocus = false): number {
  const id = nextId++;
  publish([...flashes, { id, kind, message, takesFocus }]);
  return id;
}

export function dismissFlash(id: number): void {
  publish(flashes.filter((flash) => flash.id !== id));
}

export function clearFlashes(): void {
  publish([]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useFlashes(): readonly Flash[] {
  return useSyncExternalStore(
    subscribe,
    () => flashes,
    () => flashes,
  );
}
