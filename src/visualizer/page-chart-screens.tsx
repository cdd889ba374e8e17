// The screens of the charts a page runs alone (no journey binding: contact edit, e-mail change, password
// change, referral), for the simulator only: the same screen components the pages render, each given
// the simulated snapshot and `send`. Every top-level state shows the chart's one screen, as on its page.
import type { ComponentType } from 'react';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import type { ChartStateBinding } from './chart-entry';

interface ScreenProps {
  snapshot: AnyMachineSnapshot;
  send: (event: EventObject) => void;
}

/** A stand-in actor for a screen that reads an actor (`useSelector`): the simulated snapshot, fixed. */
function simulatedActor({ snapshot, send }: ScreenProps) {
  return {
    getSnapshot: () => snapshot,
    subscribe: () => ({ unsubscribe: () => undefined }),
    send,
  };
}

const loaders: Record<string, () => Promise<ComponentType<ScreenProps>>> = {
  contactEdit: () =>
    import('@/screens/account/contact-form').then(({ ContactForm }) => (props: ScreenProps) => (
      <ContactForm {...(props as never as Parameters<typeof ContactForm>[0])} label="Edit Contact" />
    )),
  emailChange: () =>
    import('@/screens/account/email-change-dialog').then(({ EmailChangeDialog }) => (props: ScreenProps) => (
      <EmailChangeDialog actor={simulatedActor(props) as never} />
    )),
  passwordChange: () =>
    import('@/screens/account/password-change-panel').then(
      ({ PasswordChangePanel }) => PasswordChangePanel as unknown as ComponentType<ScreenProps>,
    ),
  referral: () =>
    import('@/screens/referral/referral-screen').then(
      ({ ReferralScreen }) => ReferralScreen as unknown as ComponentType<ScreenProps>,
    ),
};

/** Per top-level state of a page-run chart: its page's screen; undefined for any other chart. */
export async function pageChartStates(
  machine: AnyStateMachine,
): Promise<Record<string, ChartStateBinding> | undefined> {
  const screen = await loaders[machine.id]?.();
  if (!screen) return undefined;
  return Object.fromEntries(Object.keys(machine.root.states).map((key) => [key, { screen }]));
}
