// The Lake Card dialog (member spec §4 Lake Card excluded states, §8 its text): non-closable, its one way
// on 'Upgrade and Continue'. The application's boat step and the boats page's boat form show it while their
// chart holds a Lake Card boat homed in AK, FL, HI, PR or VI.
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { useWithPhone } from '@/ui/support-line';
import { LAKE_CARD_DIALOG_TITLE } from '@/screens/purchase/purchase-headings';

export const LAKE_CARD_DIALOG_TEXT =
  'Our Lake Card membership provides service only on inland waters in the Continental United States, excluding the states of AK, FL, HI, as well as PR and VI. In order to continue please upgrade to our Gold Card membership. Have questions? Let us help. Call us at {phone}.';

export function LakeCardDialog({
  open,
  send,
}: {
  open: boolean;
  send: (event: { type: 'lakeCard.upgrade' }) => void;
}) {
  const withPhone = useWithPhone();
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={LAKE_CARD_DIALOG_TITLE}
      actions={<Button onClick={() => send({ type: 'lakeCard.upgrade' })}>Upgrade and Continue</Button>}
    >
      <p>{withPhone(LAKE_CARD_DIALOG_TEXT)}</p>
    </Dialog>
  );
}
