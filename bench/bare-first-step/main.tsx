// The bare React page `npm run bench` measures the portal's join against (issue 31, decision 286): the
// join's first question (the same legend, radios and Continue), its next question and the recommendation's
// heading, with React's state only: no router, chart, session check, data or styles. The bench checks that
// its first-step texts are the portal's.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { JoinStep } from './join-step';

function Join() {
  const [step, setStep] = useState(0);
  return <JoinStep step={step} onAnswer={() => setStep(step + 1)} />;
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <Join />
    </StrictMode>,
  );
