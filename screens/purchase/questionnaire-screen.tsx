// The Membership Advisor (spec §4 questionnaire): one question at a time as a radio group; Continue sends
// the answer, the chart picks the next question or the recommendation.
import { useId, useState } from 'react';
import { Button } from '@/ui/button';
import { RadioGroup, type RadioOption } from '@/ui/radio-group';
import type { PurchaseEvent } from '@/machines/purchase/purchase-types';
import { PurchaseLayout } from './purchase-layout';
import type { PurchaseScreenProps, PurchaseSnapshot } from './purchase-screen-props';
import { QUESTIONNAIRE_HEADING } from './purchase-headings';
import { StepButtons } from '@/ui/step-buttons';

interface Question {
  key: string;
  legend: string;
  options: ReadonlyArray<RadioOption<string>>;
  /** The answer already given (kept when the boater comes back). */
  answer: (snapshot: PurchaseSnapshot) => string | null;
  event: (value: string) => PurchaseEvent;
}

const yesNo: ReadonlyArray<RadioOption<string>> = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
const yesNoOf = (value: boolean | null) => (value === null ? null : value ? 'yes' : 'no');

export const QUESTIONS: Record<'paidUse' | 'vessels' | 'water' | 'specialWaters', Question> = {
  paidUse: {
    key: 'paidUse',
    legend: 'Do you use your boat for charters, rent, paid use or paid operation?',
    options: yesNo,
    answer: (s) => yesNoOf(s.context.answers.paidUse),
    event: (value) => ({ type: 'questionnaire.paidUse', value: value === 'yes' }),
  },
  vessels: {
    key: 'vessels',
    legend: 'Do you operate a single vessel or multiple vessels?',
    options: [
      { value: 'single', label: 'Single vessel' },
      { value: 'multiple', label: 'Multiple vessels' },
    ],
    answer: (s) => s.context.answers.vessels,
    event: (value) => ({ type: 'questionnaire.vessels', value: value as 'single' | 'multiple' }),
  },
  water: {
    key: 'water',
    legend: 'What type of water do you boat on?',
    options: [
      { value: 'salt', label: 'Salt water' },
      { value: 'fresh', label: 'Fresh water' },
      { value: 'both', label: 'Both' },
    ],
    answer: (s) => s.context.answers.water,
    event: (value) => ({ type: 'questionnaire.water', value: value as 'salt' | 'fresh' | 'both' }),
  },
  specialWaters: {
    key: 'specialWaters',
    legend:
      'Do you boat in FL, AK, HI, PR or VI, or on rivers or lakes that flow to the coast (coastal-flowing rivers/lakes)?',
    options: yesNo,
    answer: (s) => yesNoOf(s.context.answers.specialWaters),
    event: (value) => ({ type: 'questionnaire.specialWaters', value: value === 'yes' }),
  },
};

function currentQuestion(snapshot: PurchaseSnapshot): Question {
  for (const key of ['vessels', 'water', 'specialWaters'] as const) {
    if (snapshot.matches({ questionnaire: key })) return QUESTIONS[key];
  }
  return QUESTIONS.paidUse;
}

export function QuestionnaireScreen({ snapshot, send }: PurchaseScreenProps) {
  const question = currentQuestion(snapshot);
  return (
    <PurchaseLayout snapshot={snapshot} send={send}>
      <section className="purchase-step" aria-labelledby="questionnaire-heading">
        <h2 id="questionnaire-heading">{QUESTIONNAIRE_HEADING}</h2>
        {/* keyed by question: a new question starts from its own saved answer */}
        <QuestionForm key={question.key} question={question} snapshot={snapshot} send={send} />
      </section>
    </PurchaseLayout>
  );
}

export const CHOOSE_AN_ANSWER = 'Choose an answer to continue.';

function QuestionForm({ question, snapshot, send }: PurchaseScreenProps & { question: Question }) {
  const [value, setValue] = useState<string | null>(() => question.answer(snapshot));
  const back = { type: 'step.back' } as const;
  const whyDisabled = useId();
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (value !== null) send(question.event(value));
      }}
    >
      <RadioGroup
        legend={question.legend}
        name={question.key}
        options={question.options}
        value={value}
        onChange={setValue}
      />
      <StepButtons onBack={snapshot.can(back) ? () => send(back) : null}>
        <Button
          type="submit"
          disabled={value === null}
          aria-describedby={value === null ? whyDisabled : undefined}
        >
          Continue
        </Button>
      </StepButtons>
      {/* Why Continue cannot be pressed yet (issue 28). */}
      {value === null && (
        <p id={whyDisabled} className="form-field__hint">
          {CHOOSE_AN_ANSWER}
        </p>
      )}
    </form>
  );
}
