// The Lake Card dialog (member spec §4 Lake Card excluded states, §8 its text): its one way on 'Upgrade and
// Continue'; its way back 'Change Home Port', Escape too, reopens the home-port wizard with the submit
// rejected, so a Lake Card is still never sold there (decision 250). The application's boat step and the
// boats page's boat form show it while their chart holds a Lake Card boat homed in AK, FL, HI, PR or VI.
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { useWithPhone } from '@/ui/support-line';
import { LAKE_CARD_DIALOG_TITLE } from '@/screens/purchase/purchase-headings';
import { CHANGE_HOME_PORT } from './boat-form';

export const LAKE_CARD_DIALOG_TEXT =
  'Our Lake Card membership provides service only on inland waters in the Continental United States, excluding the states of AK, FL, HI, as well as PR and VI. In order to continue please upgrade to our Gold Card membership. Have questions? Let us help. Call us at {phone}.';

export function LakeCardDialog({
  open,
  send,
}: {
  open: boolean;
  send: (event: { type: 'lakeCard.upgrade' } | { type: 'lakeCard.changeHomePort' }) => void;
}) {
  const withPhone = useWithPhone();
  const changeHomePort = () => send({ type: 'lakeCard.changeHomePort' });
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={LAKE_CARD_DIALOG_TITLE}
      onClose={changeHomePort}
      closeButton={false}
      actions={
        <>
          <Button variant="secondary" onClick={changeHomePort}>
            {CHANGE_HOME_PORT}
          </Button>
          <Button onClick={() => send({ type: 'lakeCard.upgrade' })}>Upgrade and Continue</Button>
        </>
      }
    >
      <p>{withPhone(LAKE_CARD_DIALOG_TEXT)}</p>
    </Dialog>
  );
}
