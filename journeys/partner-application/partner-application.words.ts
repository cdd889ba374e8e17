// The programs application in plain words for the journey plans (`npm run journeys`); generator only.
import type { FlowJourneyWords } from '@/flows/define-flow';
import { formErrors } from '@/machines/forms/form-schema';
import { applicationSchema } from '@/machines/partner/application-form';
import type {
  PartnerApplicationEvent,
  partnerApplicationMachine,
} from '@/machines/partner-application.machine';

/** A field change in words (the business profile form's changes). */
export function describeChange(change: {
  field: string;
  value: boolean | string | Partial<Record<string, string>>;
}): string {
  if (typeof change.value === 'boolean') return `${change.value ? 'Tick' : 'Untick'} '${change.field}'`;
  if (typeof change.value === 'string') return `Type '${change.value}' as ${change.field}`;
  const [[part, value] = ['', '']] = Object.entries(change.value);
  return `Enter '${value}' as the ${change.field} ${part}`;
}

/** The chart's one event, a submit: of a complete application, or of one with a mistake (its message). */
function describeEvent(event: PartnerApplicationEvent): string {
  const [wrong] = Object.values(formErrors(applicationSchema, event.values));
  return wrong
    ? `Fill in the application with a mistake ('${wrong}') and press 'Submit Application'`
    : `Fill in the application for ${event.values.businessName} and press 'Submit Application'`;
}

/** What a partner form shows after a step: the first message of its chart's field errors, if any. */
export const firstErrorSight = (s: { context: { errors: Record<string, string> } }): string | null => {
  const first = Object.values(s.context.errors)[0];
  return first ? `the message '${first}'` : null;
};

export const partnerApplicationWords: FlowJourneyWords<typeof partnerApplicationMachine> = {
  describeEvent,
  describeSnapshot: firstErrorSight,
  guardRules: {
    applicationInvalid: 'if an application field breaks a form rule',
    loginFound: "if the applicant's e-mail already has a programs login",
    loginNotFound: "if the applicant's e-mail has no programs login yet",
  },
};
