// What the tools know of every chart beyond its about (`journeys/registry.ts`): the `/flows` visualizer, the
// path tests, the journey generator and the chart exports. Each chart's machine alone (no screens) and one
// line of what its user does in it. Kept out of the registry the router reads, so no boater's first screen
// carries these lines and loaders; the ids are the registry's, checked by the type.
import type { AnyStateMachine } from 'xstate';
import type { ChartSource } from '@/flows/journey';
import { loadLazyActors } from '@/machines/lazy-logic';
import { journeyRegistry, type JourneyId } from './registry';

const chartSources: Record<JourneyId, ChartSource> = {
  homePort: {
    purpose:
      'A member sets where a boat is kept: the kind of home port, its address, then the pin on the map.',
    chart: () => import('@/machines/home-port.machine').then((m) => m.homePortMachine),
  },
  purchase: {
    purpose:
      'A boater buys a new membership: the Membership Advisor or a type, contact, primary boat, terms and payment.',
    chart: () => import('@/machines/purchase.machine').then((m) => m.purchaseMachine),
  },
  renewal: {
    purpose:
      "A member renews a membership: selection (Lake Card may upgrade to Gold Card), the purchase's contact, boat, terms and payment, and a thank-you.",
    chart: () => import('@/machines/renewal.machine').then((m) => m.renewalMachine),
  },
  upgradeMembership: {
    purpose:
      "A member upgrades a Lake Card to a Gold Card: the offer and its price, the purchase's card payment, a thank-you.",
    chart: () => import('@/machines/upgrade-membership.machine').then((m) => m.upgradeMembershipMachine),
  },
  upgradeTrailerCare: {
    purpose:
      "A member adds trailer care to a Gold or Lake Card, or goes from Trailer Care to Trailer Care Plus, and pays with the purchase's card payment.",
    chart: () => import('@/machines/upgrade-trailer-care.machine').then((m) => m.upgradeTrailerCareMachine),
  },
  autoRenew: {
    purpose: 'A member turns automatic renewal on with a card on file, or off, from the billing page.',
    chart: () => import('@/machines/auto-renew.machine').then((m) => m.autoRenewMachine),
  },
  cardReprint: {
    purpose: 'A member asks for a new printed membership card in the mail.',
    chart: () => import('@/machines/card-reprint.machine').then((m) => m.cardReprintMachine),
  },
  registration: {
    purpose:
      'A signed-in login with no account links itself to an existing membership by number and expiry date.',
    chart: () => import('@/machines/registration.machine').then((m) => m.registrationMachine),
  },
  gift: {
    purpose:
      'A visitor, signed in or not, gives a membership: the type, the delivery (e-mail or mail), the recipient and payment.',
    chart: () => import('@/machines/gift.machine').then((m) => m.giftMachine),
  },
  partnerApplication: {
    purpose: 'A business applies to the programs, then creates a login, signs in or is thanked.',
    chart: () => import('@/machines/partner-application.machine').then((m) => m.partnerApplicationMachine),
  },
  partnerLogin: {
    purpose: 'A business that applied chooses a password for its new login.',
    chart: () => import('@/machines/partner-login.machine').then((m) => m.partnerLoginMachine),
  },
  partnerOffer: {
    purpose: 'A partner creates or edits a Savings Club offer and sends it for review.',
    chart: () => import('@/machines/partner-offer.machine').then((m) => m.partnerOfferMachine),
  },
  partnerProfile: {
    purpose: 'A partner edits the business information members see.',
    chart: () => import('@/machines/partner-profile.machine').then((m) => m.partnerProfileMachine),
  },
  contactEdit: {
    purpose: 'A member adds a secondary contact or edits one, from the account page.',
    chart: () => import('@/machines/contact-edit.machine').then((m) => m.contactEditMachine),
  },
  emailChange: {
    purpose: 'A member changes the e-mail they sign in with, confirming it before the change.',
    chart: () => import('@/machines/email-change.machine').then((m) => m.emailChangeMachine),
  },
  passwordChange: {
    purpose: 'A member asks for a password change link, sent by the identity provider.',
    chart: () => import('@/machines/password-change.machine').then((m) => m.passwordChangeMachine),
  },
  membershipPicker: {
    purpose:
      'A member picks the membership to renew or upgrade: none applicable says so, one goes straight on, several are listed.',
    chart: () => import('@/machines/membership-picker.machine').then((m) => m.membershipPickerMachine),
  },
  referral: {
    purpose: 'A member refers a friend by name and e-mail and earns a renewal credit.',
    chart: () => import('@/machines/referral.machine').then((m) => m.referralMachine),
  },
  boatForm: {
    purpose:
      'A member adds a boat (own or other) to a membership or edits one, with its home port, from the boats page.',
    chart: () => import('@/machines/boat-form.machine').then((m) => m.boatFormMachine),
  },
  boatRemoval: {
    purpose:
      'A member removes a boat from a membership with a reason; removing the primary boat names a new primary.',
    chart: () => import('@/machines/boat-removal.machine').then((m) => m.boatRemovalMachine),
  },
};

/** A registered chart's source by its id (the type of `chartSources` gives every registry entry one). */
export function chartSource(id: string): ChartSource {
  const source = (chartSources as Record<string, ChartSource | undefined>)[id];
  if (!source) throw new Error(`No chart is registered as '${id}'.`);
  // A chart the tools walk or simulate comes with the code of the child charts it may start.
  const chart = () => source.chart().then(async (machine) => (await loadLazyActors(machine), machine));
  return { ...source, chart };
}

/** Every registered chart, in the registry's order. */
export function loadCharts(): Promise<AnyStateMachine[]> {
  return Promise.all(journeyRegistry.map((entry) => chartSource(entry.about.id).chart()));
}
