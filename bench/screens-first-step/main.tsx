// The floor of the join's own screens (issue 31, decision 286): the portal's first question, water question
// and recommendation as the running portal rendered them (their markup, under the portal's stylesheet),
// captured by the bench and put in this page's `#screens` at build. React shows one at a time: an answer
// enables Continue, Continue shows the next. What this page costs over the bare page is the screens' markup,
// style and layout; none of the portal's code runs.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

const screens = JSON.parse(document.getElementById('screens')?.textContent ?? '[]') as string[];

function Screens() {
  const [step, setStep] = useState(0);
  return (
    <div
      // A click, not React's onChange: the radios are markup React did not render, so it sends them no change.
      onClick={(event) => {
        const target = event.target as HTMLElement;
        if (!target.matches('input[type="radio"]')) return;
        for (const button of target.closest('form')?.querySelectorAll('button') ?? [])
          button.disabled = false;
      }}
      onSubmit={(event) => {
        event.preventDefault();
        setStep(Math.min(step + 1, screens.length - 1));
      }}
      dangerouslySetInnerHTML={{ __html: screens[step] ?? '' }}
    />
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <Screens />
    </StrictMode>,
  );
