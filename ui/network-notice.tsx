// Spec §8's network error, in the page's words (the error page `/error/client_error?status=api-down`) and as
// a notice inside a page whose own code could not come over the network (a wizard's step, decision 294).
import { Alert } from './alert';
import { Button } from './button';

export const NETWORK_UNAVAILABLE = {
  title: 'Network Unavailable',
  text: 'The network is unavailable. Please retry your request again.',
  retry: 'Retry Request',
} as const;

export interface NetworkNoticeProps {
  onRetry: () => void;
  /** Focus moves to the notice (when what had focus is gone). */
  takesFocus?: boolean;
  /** The retry is under way. */
  busy?: boolean;
}

export function NetworkNotice({ onRetry, takesFocus = false, busy = false }: NetworkNoticeProps) {
  return (
    <Alert kind="failure" takesFocus={takesFocus}>
      <p>
        <strong>{NETWORK_UNAVAILABLE.title}</strong>
      </p>
      <p>{NETWORK_UNAVAILABLE.text}</p>
      <div className="button-row">
        <Button onClick={onRetry} busy={busy}>
          {NETWORK_UNAVAILABLE.retry}
        </Button>
      </div>
    </Alert>
  );
}
