// Every flow and every machine, for the router, the visualizer and the journey generator.
import type { AnyStateMachine } from 'xstate';
import { autoRenewMachine } from '@/machines/auto-renew.machine';
import { cardReprintMachine } from '@/machines/card-reprint.machine';
import { contactEditMachine } from '@/machines/contact-edit.machine';
import { emailChangeMachine } from '@/machines/email-change.machine';
import { homePortMachine } from '@/machines/home-port.machine';
import { passwordChangeMachine } from '@/machines/password-change.machine';
import { purchaseMachine } from '@/machines/purchase.machine';
import { referralMachine } from '@/machines/referral.machine';
import { registrationMachine } from '@/machines/registration.machine';
import { autoRenewFlow } from './auto-renew.flow';
import { cardReprintFlow } from './card-reprint.flow';
import type { FlowDefinition } from './define-flow';
import { homePortFlow } from './home-port.flow';
import { purchaseFlow } from './purchase.flow';

export const allFlows: readonly FlowDefinition[] = [
  homePortFlow as unknown as FlowDefinition,
  autoRenewFlow as unknown as FlowDefinition,
  cardReprintFlow as unknown as FlowDefinition,
  purchaseFlow as unknown as FlowDefinition,
];

/** Every chart by machine id, including machines that have no flow yet. */
export const allMachines: Readonly<Record<string, AnyStateMachine>> = {
  [homePortMachine.id]: homePortMachine,
  [autoRenewMachine.id]: autoRenewMachine,
  [cardReprintMachine.id]: cardReprintMachine,
  [contactEditMachine.id]: contactEditMachine,
  [emailChangeMachine.id]: emailChangeMachine,
  [passwordChangeMachine.id]: passwordChangeMachine,
  [registrationMachine.id]: registrationMachine,
  [referralMachine.id]: referralMachine,
  [purchaseMachine.id]: purchaseMachine,
};

export function flowForMachine(machineId: string): FlowDefinition | undefined {
  return allFlows.find((f) => f.machine.id === machineId);
}
