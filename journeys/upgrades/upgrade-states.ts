// The step declarations both upgrade bindings share (decision 181): the start under the journey's title,
// the payment step card and the thank-you, with their lazily loaded screens.
import type { AnyStateMachine } from 'xstate';
import type { FlowStateDeclaration } from '@/flows/define-flow';
import { lazyScreen } from '@/flows/lazy-screen';
import { UPGRADE_CONFIRMATION_HEADING, UPGRADE_PAYMENT_HEADING } from '@/screens/upgrades/upgrade-headings';
import { UpgradeStartScreen } from '@/screens/upgrades/upgrade-start-screen';

const UpgradePaymentScreen = lazyScreen(() =>
  import('@/screens/upgrades/upgrade-payment-screen').then((m) => m.UpgradePaymentScreen),
);
const UpgradeConfirmationScreen = lazyScreen(() =>
  import('@/screens/upgrades/upgrade-confirmation-screen').then((m) => m.UpgradeConfirmationScreen),
);

export function upgradeStates(title: string) {
  const start: FlowStateDeclaration<AnyStateMachine> = {
    path: '',
    screen: UpgradeStartScreen,
    check: (s) =>
      s.can({ type: 'start.retry' })
        ? { role: 'button', name: 'Try Again' }
        : { role: 'heading', name: title },
  };
  const payment: FlowStateDeclaration<AnyStateMachine> = {
    path: 'payment',
    screen: UpgradePaymentScreen,
    stepLabel: 'Payment',
    heading: UPGRADE_PAYMENT_HEADING,
  };
  const confirmation: FlowStateDeclaration<AnyStateMachine> = {
    path: 'confirm_and_login',
    screen: UpgradeConfirmationScreen,
    heading: UPGRADE_CONFIRMATION_HEADING,
  };
  return { start, payment, confirmation };
}
