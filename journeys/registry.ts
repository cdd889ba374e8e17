// Every chart of the portal, one entry each: what it is (cheap, from its `.about.ts`) and the loader of its
// binding. The router mounts the journeys that have a `mount`; the `/flows` visualizer lists them all, with
// what the tools alone need of each (its chart, its purpose) from `journeys/charts.ts`.
import type { JourneyEntry } from '@/flows/journey';
import { autoRenewAbout } from './auto-renew/auto-renew.about';
import { boatFormAbout } from './boat-form/boat-form.about';
import { boatRemovalAbout } from './boat-removal/boat-removal.about';
import { cardReprintAbout } from './card-reprint/card-reprint.about';
import { contactEditAbout } from './account/contact-edit.about';
import { emailChangeAbout } from './account/email-change.about';
import { giftAbout } from './gift/gift.about';
import { GIFT_PERSIST } from './gift/gift-persist';
import { homePortAbout } from './home-port/home-port.about';
import { membershipPickerAbout } from './membership-picker/membership-picker.about';
import { partnerApplicationAbout } from './partner-application/partner-application.about';
import { partnerLoginAbout } from './partner-application/partner-login.about';
import { partnerOfferAbout } from './partner-offer/partner-offer.about';
import { partnerProfileAbout } from './partner-profile/partner-profile.about';
import { passwordChangeAbout } from './account/password-change.about';
import { purchaseAbout } from './purchase/purchase.about';
import { productsFirstData } from './purchase/products-first-data';
import { PURCHASE_PERSIST } from './purchase/purchase-persist';
import { referralAbout } from './referral/referral.about';
import { registrationAbout } from './registration/registration.about';
import { renewalAbout } from './renewal/renewal.about';
import { upgradeMembershipAbout } from './upgrades/upgrade-membership.about';
import { upgradeTrailerCareAbout } from './upgrades/upgrade-trailer-care.about';

const entries = [
  {
    about: homePortAbout,
    journey: () => import('./home-port/home-port.journey').then((m) => m.homePortJourney),
  },
  {
    about: purchaseAbout,
    journey: () => import('./purchase/purchase.journey').then((m) => m.purchaseJourney),
    firstData: { data: productsFirstData, resumes: PURCHASE_PERSIST },
  },
  {
    about: renewalAbout,
    journey: () => import('./renewal/renewal.journey').then((m) => m.renewalJourney),
  },
  {
    about: upgradeMembershipAbout,
    journey: () => import('./upgrades/upgrade-membership.journey').then((m) => m.upgradeMembershipJourney),
  },
  {
    about: upgradeTrailerCareAbout,
    journey: () => import('./upgrades/upgrade-trailer-care.journey').then((m) => m.upgradeTrailerCareJourney),
  },
  {
    about: autoRenewAbout,
    journey: () => import('./auto-renew/auto-renew.journey').then((m) => m.autoRenewJourney),
  },
  {
    about: cardReprintAbout,
    journey: () => import('./card-reprint/card-reprint.journey').then((m) => m.cardReprintJourney),
  },
  {
    about: registrationAbout,
    journey: () => import('./registration/registration.journey').then((m) => m.registrationJourney),
  },
  {
    about: giftAbout,
    journey: () => import('./gift/gift.journey').then((m) => m.giftJourney),
    // The same price lists as the join's: one memo, taken by whichever flow starts (decision 293).
    firstData: { data: productsFirstData, resumes: GIFT_PERSIST },
  },
  {
    about: partnerApplicationAbout,
    journey: () =>
      import('./partner-application/partner-application.journey').then((m) => m.partnerApplicationJourney),
  },
  {
    about: partnerLoginAbout,
    journey: () => import('./partner-application/partner-login.journey').then((m) => m.partnerLoginJourney),
  },
  {
    about: partnerOfferAbout,
    journey: () => import('./partner-offer/partner-offer.journey').then((m) => m.partnerOfferJourney),
  },
  {
    about: partnerProfileAbout,
    journey: () => import('./partner-profile/partner-profile.journey').then((m) => m.partnerProfileJourney),
  },
  {
    about: contactEditAbout,
  },
  {
    about: emailChangeAbout,
  },
  {
    about: passwordChangeAbout,
  },
  {
    about: membershipPickerAbout,
    journey: () =>
      import('./membership-picker/membership-picker.journey').then((m) => m.membershipPickerJourney),
  },
  {
    about: referralAbout,
  },
  {
    about: boatFormAbout,
    journey: () => import('./boat-form/boat-form.journey').then((m) => m.boatFormJourney),
  },
  {
    about: boatRemovalAbout,
    journey: () => import('./boat-removal/boat-removal.journey').then((m) => m.boatRemovalJourney),
  },
] as const satisfies readonly JourneyEntry[];

/** The id of every chart of the registry. */
export type JourneyId = (typeof entries)[number]['about']['id'];

export const journeyRegistry: readonly JourneyEntry[] = entries;

/** The registry entry of a chart by its machine id. */
export function journeyEntry(id: string): JourneyEntry | undefined {
  return journeyRegistry.find((entry) => entry.about.id === id);
}
