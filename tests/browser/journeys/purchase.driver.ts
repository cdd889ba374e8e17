// How a browser performs the purchase chart's events, for the generated journeys: the shared steps as
// application-steps.driver.ts performs them; who opens the flow (anonymous, a login without memberships, a
// member) and the code in the URL follow the plan's start answer; a new boater types a journey's own
// e-mail, so journeys never meet each other's records.
import { randomUUID } from 'node:crypto';
import { probeCount } from '../../support/sandbox-probe';
import { signInAtIdp } from '../../support/sign-in-as';
import { PURCHASE_URL } from '../purchase-steps';
import { applicationDriver } from './application-steps.driver';
import { purchaseOpening } from './journey-personas';

const PROVIDER_SITE = 'https://www.example.com/**';

/** This journey's own e-mail for the plan's new boater. */
let newBoaterEmail = '';

export const purchaseDriver = applicationDriver({
  async open(page, baseUrl, plan, fail) {
    newBoaterEmail = `journey-${randomUUID().slice(0, 8)}@example.com`;
    await page.route(PROVIDER_SITE, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Provider site</h1>' }),
    );
    const opening = purchaseOpening(plan);
    if (opening.fails) await fail('startPurchase', null);
    if (opening.login) {
      await page.goto(`${baseUrl}/login?return_to=${encodeURIComponent(`${PURCHASE_URL}${opening.query}`)}`);
      await signInAtIdp(page, opening.login);
      await page.waitForURL((url) => url.pathname === PURCHASE_URL);
    } else {
      await page.goto(`${baseUrl}${PURCHASE_URL}${opening.query}`);
    }
  },
  failingCalls: { startPurchase: '**/api/products' },
  // The join's route asks for the price lists while its code loads (decision 293).
  askedAhead: ['startPurchase'],
  emailFor: (planEmail) => (planEmail === 'pat.boater@example.com' ? newBoaterEmail : planEmail),
  paymentsCharged: (actor, probeUrl) =>
    actor === 'checkout' ? probeCount(probeUrl, 'payments', newBoaterEmail) : null,
  codeToRemove: 'SAVE20',
  async perform(page, event) {
    const click = async (name: string, exact = false) => {
      await page.getByRole('button', { name, exact }).click();
      return true;
    };
    switch (event.type) {
      case 'noMembership.cancel':
      case 'existingMember.cancel':
        return click('Cancel', true);
      case 'noMembership.continue':
        return click('Continue', true);
      case 'existingMember.renew':
        return click('Renew Membership');
      case 'type.showAll':
        return click('Sea Tow Membership Options');
      case 'emailOnFile.login':
        return click('Log In and Renew');
      case 'confirm.login':
        return click('Register & Log In');
      default:
        return false;
    }
  },
  async finished(page) {
    await page.waitForURL((url) => !url.pathname.startsWith(PURCHASE_URL));
  },
});
