// The bare React page `npm run bench` measures the portal's join against (issue 31, decision 286): the
// join's first question (the same legend, radios and Continue), its next question and the recommendation's
// heading, with React's state only: no router, chart, session check, data or styles. The bench checks that
// its first-step texts are the portal's.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

interface Question {
  legend: string;
  options: Array<{ value: string; label: string }>;
}

const QUESTIONS: Question[] = [
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

function QuestionForm({ question, onAnswer }: { question: Question; onAnswer: () => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (value !== null) onAnswer();
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

function Join() {
  const [step, setStep] = useState(0);
  const question = QUESTIONS[step];
  return (
    <main>
      <h1>Join</h1>
      {question ? (
        <section>
          <h2>Membership Advisor</h2>
          <QuestionForm key={step} question={question} onAnswer={() => setStep(step + 1)} />
        </section>
      ) : (
        <h2>Our Recommendation</h2>
      )}
    </main>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <Join />
    </StrictMode>,
  );
