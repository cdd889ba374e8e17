// The words of a generated journey step for a tester who reads it cold (decision 267): the action with
// the exact values to type, how a refused or failing call is brought about in the sandbox, and what the
// screen must show afterwards (its heading or dialog, its message, its price). Used by the manual plans,
// their Gherkin and CSV exports, and nothing else.
import type { ScreenCheck } from '@/flows/define-flow';
import type { ExpandedJourney } from '@/tests/browser/journeys/journey-data';
import type { JourneyStep } from '@/tests/browser/journeys/journey-plan';
import { spaced } from './journey-decisions';

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The values a step types, from its event's form payloads (contact, boat, card, billing, recipient). */
export function typedValues(event: JourneyStep['event']): string {
  const parts: string[] = [];
  for (const [form, value] of Object.entries(event)) {
    if (form === 'type' || form === 'output' || form === 'error') continue;
    if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
    const fields = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => (typeof v === 'string' && v !== '') || typeof v === 'number' || v === true)
      .map(([key, v]) => `${sentence(spaced(key))}: ${v === true ? 'ticked' : String(v)}`);
    parts.push(
      fields.length > 0
        ? `${sentence(spaced(form))}: ${fields.join('; ')}`
        : `${sentence(spaced(form))}: left empty`,
    );
  }
  return parts.join('. ');
}

/** The action in words, with the values it types. */
export function actionOf(step: JourneyStep): string {
  const typed = typedValues(step.event);
  return typed ? `${step.does}. Type exactly: ${typed}` : step.does;
}

function screenWords(check: ScreenCheck): string {
  if (check.role === 'heading') return `the page shows the heading '${check.name}'`;
  if (check.role === 'dialog' || check.role === 'alertdialog') return `the dialog '${check.name}' is open`;
  return `the ${check.role} '${check.name}' shows`;
}

/** What the tester must see after a step. */
export function expectationOf(step: JourneyStep, flowTitle: string): string {
  if (!step.check) return `The ${flowTitle} finishes and the portal leaves it`;
  const shows = (step.shows ?? []).map((text) => `'${text}'`);
  const more = step.sees ? `, ${step.sees}` : '';
  return sentence(
    `${screenWords(step.check)}${more}${shows.length > 0 ? `, showing ${shows.join(' and ')}` : ''}`,
  );
}

/** A journey's decisions in words, for its heading's line of what it walks. */
export function journeyLabel(journey: ExpandedJourney): string {
  return `Journey ${journey.number}: ${journey.title}`;
}
