// The 'Remove Boat' dialog (spec §3 remove form, §4 removal rules, §5 Remove boat): a reason, and for the
// primary boat the new primary among the Active boats; busy while the call and the list's refresh run; a
// failed call keeps it open with the catalogue's message.
import type { BoatRemovalScreenProps } from './boat-screen-props';
import { REMOVAL_REASONS } from '@/machines/boats/boat-list';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { SelectField } from '@/ui/select-field';
import { ErrorCodesAlert } from '@/ui/support-line';
import { REMOVE_BOAT_TITLE } from './boat-headings';

const REMOVAL_FORM_ID = 'remove-boat-form';

export function RemovalDialog({ snapshot, send }: BoatRemovalScreenProps) {
  const { boat, choices, form, errors, failureCodes } = snapshot.context;
  const busy = snapshot.hasTag('submitting');
  const cancel = () => send({ type: 'removal.cancel' });
  if (!boat) return null;
  return (
    <Dialog
      open={!snapshot.matches('closed')}
      title={REMOVE_BOAT_TITLE}
      {...(busy ? {} : { onClose: cancel })}
      actions={
        <>
          <Button variant="secondary" onClick={cancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={REMOVAL_FORM_ID} busy={busy}>
            {REMOVE_BOAT_TITLE}
          </Button>
        </>
      }
    >
      {/* A form, so its submit is one like any other: the page's focus rule follows a refusal (decision 222). */}
      <form
        id={REMOVAL_FORM_ID}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'removal.submit' });
        }}
      />
      <p>
        Remove <strong>{boat.name}</strong> from this membership?
      </p>
      <SelectField
        label="Reason for removal"
        required
        placeholder="Select a reason..."
        options={REMOVAL_REASONS.map((reason) => ({ value: reason, label: reason }))}
        value={form.removalReason}
        error={errors.removalReason}
        onChange={(e) => send({ type: 'removal.reason', reason: e.target.value })}
      />
      {boat.primary && (
        <SelectField
          label="New primary boat"
          required
          placeholder="Select a boat..."
          options={choices.map((b) => ({ value: b.sfid, label: b.name }))}
          value={form.newPrimary}
          error={errors.newPrimary}
          onChange={(e) => send({ type: 'removal.newPrimary', sfid: e.target.value })}
        />
      )}
      <ErrorCodesAlert codes={failureCodes} />
    </Dialog>
  );
}
