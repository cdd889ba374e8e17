import { lazy, Suspense } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { FormField } from '@/ui/form-field';
import { LOCATE_MAP_HEIGHT, MapPlaceholder } from './map-placeholder';
import { HOME_PORT_MESSAGES } from '@/machines/home-port/home-port-schema';
import type { HomePortScreenProps } from './home-port-screen-props';
import { LOCATE_MARINA_HEADING } from './home-port-headings';
import { ScreenHeading } from '@/ui/heading';
import { StepButtons } from '@/ui/step-buttons';

// Leaflet and the outline data load only when this step shows (bundle budget of the issue).
const LocateMarinaMap = lazy(() => import('./locate-marina-map'));

/** Step 3: a draggable pin (dragging re-geocodes), the home port name, then finish. */
export function LocateMarinaScreen({ snapshot, send }: HomePortScreenProps) {
  const { place, name, error } = snapshot.context;
  const submitting = snapshot.hasTag('submitting');
  return (
    <section className="wizard-step">
      <ScreenHeading>{LOCATE_MARINA_HEADING}</ScreenHeading>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'locate.submit' });
        }}
      >
        {place && (
          <Suspense fallback={<MapPlaceholder height={LOCATE_MAP_HEIGHT} hint label="Loading map…" />}>
            <LocateMarinaMap
              position={{ lat: place.lat, lng: place.lng }}
              onDrag={(lat, lng) => send({ type: 'pin.drag', lat, lng })}
            />
          </Suspense>
        )}
        {/* Announced as the pin moves and the address is looked up again. */}
        <p aria-label="Home port address" role="status">
          {snapshot.hasTag('loading') ? 'Finding the address…' : place?.formattedAddress}
        </p>
        <FormField
          label="Home Port Name/Description"
          required
          value={name}
          readOnly={submitting}
          onChange={(e) => send({ type: 'name.change', name: e.target.value })}
          error={error === 'nameRequired' ? HOME_PORT_MESSAGES.nameRequired : undefined}
        />
        {error && error !== 'nameRequired' && <Alert kind="failure">{HOME_PORT_MESSAGES[error]}</Alert>}
        <StepButtons onBack={() => send({ type: 'step.back' })} busy={submitting}>
          <Button type="submit" busy={submitting} disabled={!snapshot.can({ type: 'locate.submit' })}>
            Continue
          </Button>
        </StepButtons>
      </form>
    </section>
  );
}
