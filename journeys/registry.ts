// Every chart of the portal, one entry each: what it is (cheap, from its `.about.ts`) and loaders for its
// chart and its binding. The router mounts the journeys that have a `mount`, the `/flows` visualizer lists
// them all, and the path tests, journey generator and chart export read the charts from here.
import type { JourneyEntry } from '@/flows/journey';
import { autoRenewAbout } from './auto-renew/auto-renew.about';
import { boatFormAbout } from './boat-form/boat-form.about';
import { boatRemovalAbout } from './boat-removal/boat-removal.about';
import { cardReprintAbout } from './card-reprint/card-reprint.about';
import { contactEditAbout } from './account/contact-edit.about';
import { emailChangeAbout } from './account/email-change.about';
import { giftAbout } from './gift/gift.about';
import { homePortAbout } from './home-port/home-port.about';
import { membershipPickerAbout } from './membership-picker/membership-picker.about';
import { partnerApplicationAbout } from './partner-application/partner-application.about';
import { partnerLoginAbout } from './partner-application/partner-login.about';
import { partnerOfferAbout } from './partner-offer/partner-offer.about';
import { partnerProfileAbout } from './partner-profile/partner-profile.about';
import { passwordChangeAbout } from './account/password-change.about';
import { purchaseAbout } from './purchase/purchase.about';
import { productsFirstData } from './purchase/products-first-data';
import { referralAbout } from './referral/referral.about';
import { registrationAbout } from './registration/registration.about';
import { renewalAbout } from './renewal/renewal.about';
import { upgradeMembershipAbout } from './upgrades/upgrade-membership.about';
import { upgradeTrailerCareAbout } from './upgrades/upgrade-trailer-care.about';

export const journeyRegistry: readonly JourneyEntry[] = [
  {
    about: homePortAbout,
    chart: () => import('@/machines/home-port.machine').then((m) => m.homePortMachine),
    journey: () => import('./home-port/home-port.journey').then((m) => m.homePortJourney),
  },
  {
    about: purchaseAbout,
    chart: () => import('@/machines/purchase.machine').then((m) => m.purchaseMachine),
    journey: () => import('./purchase/purchase.journey').then((m) => m.purchaseJourney),
    firstData: productsFirstData,
  },
  {
    about: renewalAbout,
    chart: () => import('@/machines/renewal.machine').then((m) => m.renewalMachine),
    journey: () => import('./renewal/renewal.journey').then((m) => m.renewalJourney),
  },
  {
    about: upgradeMembershipAbout,
    chart: () => import('@/machines/upgrade-membership.machine').then((m) => m.upgradeMembershipMachine),
    journey: () => import('./upgrades/upgrade-membership.journey').then((m) => m.upgradeMembershipJourney),
  },
  {
    about: upgradeTrailerCareAbout,
    chart: () => import('@/machines/upgrade-trailer-care.machine').then((m) => m.upgradeTrailerCareMachine),
    journey: () => import('./upgrades/upgrade-trailer-care.journey').then((m) => m.upgradeTrailerCareJourney),
  },
  {
    about: autoRenewAbout,
    chart: () => import('@/machines/auto-renew.machine').then((m) => m.autoRenewMachine),
    journey: () => import('./auto-renew/auto-renew.journey').then((m) => m.autoRenewJourney),
  },
  {
    about: cardReprintAbout,
    chart: () => import('@/machines/card-reprint.machine').then((m) => m.cardReprintMachine),
    journey: () => import('./card-reprint/card-reprint.journey').then((m) => m.cardReprintJourney),
  },
  {
    about: registrationAbout,
    chart: () => import('@/machines/registration.machine').then((m) => m.registrationMachine),
    journey: () => import('./registration/registration.journey').then((m) => m.registrationJourney),
  },
  {
    about: giftAbout,
    chart: () => import('@/machines/gift.machine').then((m) => m.giftMachine),
    journey: () => import('./gift/gift.journey').then((m) => m.giftJourney),
    // The same price lists as the join's: one memo, taken by whichever flow starts (decision 293).
    firstData: productsFirstData,
  },
  {
    about: partnerApplicationAbout,
    chart: () => import('@/machines/partner-application.machine').then((m) => m.partnerApplicationMachine),
    journey: () =>
      import('./partner-application/partner-application.journey').then((m) => m.partnerApplicationJourney),
  },
  {
    about: partnerLoginAbout,
    chart: () => import('@/machines/partner-login.machine').then((m) => m.partnerLoginMachine),
    journey: () => import('./partner-application/partner-login.journey').then((m) => m.partnerLoginJourney),
  },
  {
    about: partnerOfferAbout,
    chart: () => import('@/machines/partner-offer.machine').then((m) => m.partnerOfferMachine),
    journey: () => import('./partner-offer/partner-offer.journey').then((m) => m.partnerOfferJourney),
  },
  {
    about: partnerProfileAbout,
    chart: () => import('@/machines/partner-profile.machine').then((m) => m.partnerProfileMachine),
    journey: () => import('./partner-profile/partner-profile.journey').then((m) => m.partnerProfileJourney),
  },
  {
    about: contactEditAbout,
    chart: () => import('@/machines/contact-edit.machine').then((m) => m.contactEditMachine),
  },
  {
    about: emailChangeAbout,
    chart: () => import('@/machines/email-change.machine').then((m) => m.emailChangeMachine),
  },
  {
    about: passwordChangeAbout,
    chart: () => import('@/machines/password-change.machine').then((m) => m.passwordChangeMachine),
  },
  {
    about: membershipPickerAbout,
    chart: () => import('@/machines/membership-picker.machine').then((m) => m.membershipPickerMachine),
    journey: () =>
      import('./membership-picker/membership-picker.journey').then((m) => m.membershipPickerJourney),
  },
  {
    about: referralAbout,
    chart: () => import('@/machines/referral.machine').then((m) => m.referralMachine),
  },
  {
    about: boatFormAbout,
    chart: () => import('@/machines/boat-form.machine').then((m) => m.boatFormMachine),
    journey: () => import('./boat-form/boat-form.journey').then((m) => m.boatFormJourney),
  },
  {
    about: boatRemovalAbout,
    chart: () => import('@/machines/boat-removal.machine').then((m) => m.boatRemovalMachine),
    journey: () => import('./boat-removal/boat-removal.journey').then((m) => m.boatRemovalJourney),
  },
];

/** The registry entry of a chart by its machine id. */
export function journeyEntry(id: string): JourneyEntry | undefined {
  return journeyRegistry.find((entry) => entry.about.id === id);
}
