// The join's first questions and the recommendation's heading as the bench's reference pages show them
// (issue 31, decision 286): the same legend, radios and Continue as the portal's first step, its next
// question, then 'Our Recommendation'. Plain markup, no styles; which step shows is the page's to hold.
import { useState } from 'react';

interface Question {
  legend: string;
  options: Array<{ value: string; label: string }>;
}

export const QUESTIONS: Question[] = [
  {
    legend: 'Do you use your boat for charters, rent, paid use or paid operation?',
    options: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ],
  },
  {
    legend: 'What type of water do you boat on?',
    options: [
      { value: 'salt', label: 'Salt water' },
      { value: 'fresh', label: 'Fresh water' },
      { value: 'both', label: 'Both' },
    ],
  },
];

function QuestionForm({ question, onAnswer }: { question: Question; onAnswer: (value: string) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (value !== null) onAnswer(value);
      }}
    >
      <fieldset>
        <legend>{question.legend}</legend>
        {question.options.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name="answer"
              value={option.value}
              checked={value === option.value}
              onChange={() => setValue(option.value)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <button type="submit" disabled={value === null}>
        Continue
      </button>
    </form>
  );
}

/** The join at question `step` (0-based), or the recommendation's heading once the questions are answered. */
export function JoinStep({ step, onAnswer }: { step: number; onAnswer: (value: string) => void }) {
  const question = QUESTIONS[step];
  return (
    <main>
      <h1>Join</h1>
      {question ? (
        <section>
          <h2>Membership Advisor</h2>
          <QuestionForm key={step} question={question} onAnswer={onAnswer} />
        </section>
      ) : (
        <h2>Our Recommendation</h2>
      )}
    </main>
  );
}
