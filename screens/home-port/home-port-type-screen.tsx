import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { HOME_PORT_MESSAGES, HOME_PORT_TYPES } from '@/machines/home-port/home-port-schema';
import type { HomePortScreenProps } from './home-port-screen-props';
import { HOME_PORT_TYPE_HEADING } from './home-port-headings';
import { ScreenHeading } from '@/ui/heading';
import { StepButtons } from '@/ui/step-buttons';

/** Step 1: where the boat is kept (spec §2, §5: type required). */
export function HomePortTypeScreen({ snapshot, send }: HomePortScreenProps) {
  const { type, error } = snapshot.context;
  return (
    <section className="wizard-step">
      <ScreenHeading>{HOME_PORT_TYPE_HEADING}</ScreenHeading>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'type.submit' });
        }}
      >
        <fieldset aria-invalid={error === 'typeRequired' || undefined}>
          <legend>{HOME_PORT_MESSAGES.typeRequired}</legend>
          <div role="radiogroup" aria-label="Home port type">
            {HOME_PORT_TYPES.map((option) => (
              <label key={option} className="radio">
                <input
                  type="radio"
                  name="homePortType"
                  value={option}
                  checked={type === option}
                  onChange={() => send({ type: 'type.pick', homePortType: option })}
                />
                {option}
              </label>
            ))}
          </div>
        </fieldset>
        {error === 'typeRequired' && <Alert kind="failure">{HOME_PORT_MESSAGES.typeRequired}</Alert>}
        <StepButtons>
          <Button type="submit">Continue</Button>
        </StepButtons>
      </form>
    </section>
  );
}
