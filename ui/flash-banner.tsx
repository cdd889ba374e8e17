import { Alert } from './alert';
import { dismissFlash, useFlashes } from './flash-store';

export function FlashBanner() {
  const flashes = useFlashes();
  if (flashes.length === 0) return null;
  return (
    <div className="flash-banner">
      {flashes.map((flash) => (
        <Alert
          key={flash.id}
          kind={flash.kind}
          takesFocus={flash.takesFocus}
          onDismiss={() => dismissFlash(flash.id)}
        >
          {flash.message}
        </Alert>
      ))}
    </div>
  );
}
