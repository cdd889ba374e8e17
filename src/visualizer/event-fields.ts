// The values a simulated move sends, as form fields: each leaf of the event's data (a text, a number, a
// yes/no) with its place in the event and a label in words, and the event with one value changed.
import type { EventObject } from 'xstate';
import { words } from './chart-words';

export type FieldValue = string | number | boolean;

export interface EventField {
  /** Where the value sits in the event (`['boat', 'year']`, `['choices', 0]`). */
  path: (string | number)[];
  /** `Boat › year`, `Choices › 1`. */
  label: string;
  value: FieldValue;
}

const isLeaf = (value: unknown): value is FieldValue =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

const partWords = (part: string | number): string =>
  typeof part === 'number' ? String(part + 1) : words(part);

/** Every value the event carries besides its type, in the order it holds them. */
export function eventFields(event: EventObject): EventField[] {
  const fields: EventField[] = [];
  const visit = (value: unknown, path: (string | number)[]) => {
    if (isLeaf(value)) {
      const label = path.map(partWords).join(' › ');
      fields.push({ path, label: label.charAt(0).toUpperCase() + label.slice(1), value });
    } else if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...path, index]));
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) visit(item, [...path, key]);
  };
  for (const [key, value] of Object.entries(event)) if (key !== 'type') visit(value, [key]);
  return fields;
}

/** A copy of the event with the value at `path` replaced. */
export function withFieldValue<T extends EventObject>(
  event: T,
  path: (string | number)[],
  value: FieldValue,
): T {
  const copy = structuredClone(event);
  let holder = copy as unknown as Record<string | number, unknown>;
  path.slice(0, -1).forEach((part) => (holder = holder[part] as typeof holder));
  holder[path.at(-1) as string | number] = value;
  return copy;
}
