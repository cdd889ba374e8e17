// What a video or post page shows instead of the item: loading, the renewal prompt of an Expired member,
// or an error; a refusal that leaves the page (gated content, the provider's site) keeps the spinner.
import type { MediaRefusal } from '@/machines/media/media-access';
import { Alert } from '@/ui/alert';
import { Spinner } from '@/ui/spinner';
import { MembersOnlyPrompt } from './members-only-prompt';

export interface MediaItemStatusProps {
  what: 'video' | 'post';
  pending: boolean;
  failed: boolean;
  refusal: MediaRefusal | null;
  deciding: boolean;
}

export function MediaItemStatus({ what, pending, failed, refusal, deciding }: MediaItemStatusProps) {
  if (refusal?.kind === 'renew') return <MembersOnlyPrompt what={what} />;
  if (pending || deciding || refusal) return <Spinner label={`Loading the ${what}…`} />;
  if (failed)
    return (
      <Alert kind="failure">
        This {what} could not be loaded. It may have been removed; see the other {what}s.
      </Alert>
    );
  return null;
}
