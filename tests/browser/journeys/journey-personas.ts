// Who walks each generated journey and where it starts, from the sandbox's personas (docs SANDBOX.md): the
// words a manual tester reads in docs/journeys/*.md, and, for the flows whose persona depends on the plan's
// start answer (purchase, renewal, membership picker), the rule their drivers open the flow by. Node-safe:
// `npm run journeys` loads it.
import { SANDBOX_PASSWORD, SUPPORT_PHONE } from '@/sandbox/db/seed/ids';
import type { Persona } from './journey-data';
import type { JourneyPlan } from './journey-plan';

/** The support line the sandbox shows for `{phone}`. */
export const SANDBOX_PHONE = SUPPORT_PHONE;

const member = (login: string, what: string) => `${what}: sign in as ${login} (password ${SANDBOX_PASSWORD})`;

const PERSONAS = {
  gold: member(
    'gold@example.com',
    'A Gold Card member with two boats (Sea Breeze, the primary, and Little Tern)',
  ),
  lake: member('lake@example.com', "A Lake Card member with one boat, 'Loon', homed on Lake George NY"),
  trial: member('trial@example.com', 'A Trial Membership holder with one boat'),
  noboat: member('noboat@example.com', 'A Lake Card member with no boat'),
  fleet: member('fleet@example.com', 'A business with a Gold Card, a Lake Card and a Commercial Card'),
  nomember: member('nomember@example.com', 'A login with no membership'),
  newpartner: member(
    'newpartner@example.com',
    'A Savings Club partner awaiting approval, profile incomplete',
  ),
  visitor: 'A visitor who is not signed in',
} as const;

const actorOf = (type: string) => /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(type)?.[1] ?? '';

const startOutput = <T>(plan: JourneyPlan, actor: string): { output: T | null; fails: boolean } => {
  const starts = plan.steps.filter((s) => actorOf(s.event.type) === actor);
  const done = starts.find((s) => s.event.type.startsWith('xstate.done.'));
  return {
    output: (done?.event.output as T | undefined) ?? null,
    fails: starts[0]?.event.type.startsWith('xstate.error.') ?? false,
  };
};

/** How the plan's start answer says the purchase was opened: who signs in, the code in the link. */
export function purchaseOpening(plan: JourneyPlan): { login: string | null; query: string; fails: boolean } {
  const { output, fails } = startOutput<{
    membershipCount: number | null;
    code: { name: string; type: string } | null;
    codeErrors: string[];
  }>(plan, 'startPurchase');
  if (fails || !output) return { login: null, query: '', fails: true };
  const login =
    output.membershipCount === null
      ? null
      : output.membershipCount > 0
        ? 'gold@example.com'
        : 'nomember@example.com';
  const query = output.code
    ? `?${output.code.type === 'activation' ? 'activation' : 'promotion'}=${output.code.name}`
    : output.codeErrors.includes('INACTIVE_PROMO')
      ? '?promotion=OLDPROMO'
      : output.codeErrors.length > 0
        ? '?promotion=NOSUCHCODE'
        : '';
  return { login, query, fails: false };
}

/** Who the plan's start answer says is renewing, and the membership renewed. */
export function renewalPersona(plan: JourneyPlan): { login: string; sfid: string } {
  const { output } = startOutput<{ facts: { currentType: string; hasBoats: boolean } }>(plan, 'startRenewal');
  if (output?.facts.currentType === 'Trial Membership')
    return { login: 'trial@example.com', sfid: 'mem-trial' };
  if (output && !output.facts.hasBoats) return { login: 'noboat@example.com', sfid: 'mem-noboat' };
  return { login: 'lake@example.com', sfid: 'mem-lake' };
}

/** The persona whose memberships are the plan's, by its applicable Lake Cards. */
export function pickerPersona(plan: JourneyPlan | null): string {
  const memberships = plan
    ? startOutput<Array<{ membershipType: string }>>(plan, 'loadMemberships').output
    : null;
  const lakeCards = (memberships ?? []).filter((m) => m.membershipType === 'Lake Card').length;
  return lakeCards === 0 ? 'gold@example.com' : lakeCards === 1 ? 'lake@example.com' : 'fleet@example.com';
}

const byLogin = (login: string | null) =>
  login === null
    ? PERSONAS.visitor
    : (Object.values(PERSONAS).find((words) => words.includes(`sign in as ${login} `)) ??
      member(login, 'A member'));

/** The membership an upgrade plan starts from, by its start answer. */
function upgradePersona(plan: JourneyPlan): Persona {
  const { output } = startOutput<{
    membership: { membership_type__c: string; trailer_care_type__c: string | null };
  }>(plan, 'startUpgrade');
  const type = output?.membership.membership_type__c ?? 'Lake Card';
  const level = output?.membership.trailer_care_type__c;
  const login =
    type === 'Gold Card'
      ? 'gold@example.com'
      : type === 'Commercial Card'
        ? 'fleet@example.com'
        : 'lake@example.com';
  const kind = `${type}${level ? ` with ${level}` : ''}`;
  return { who: `${byLogin(login)}; the journey needs a ${kind}`, opens: '/members' };
}

const fixed = (who: string, opens: string) => (): Persona => ({ who, opens });

/** Per flow id: who walks a journey of the plan and where it starts. */
export const journeyPersonas: Record<string, (plan: JourneyPlan) => Persona> = {
  purchase: (plan) => {
    const opening = purchaseOpening(plan);
    return {
      who:
        opening.login === null
          ? `${PERSONAS.visitor}. Run npm run sandbox:reset first, so the e-mail pat.boater@example.com is new to the sandbox`
          : byLogin(opening.login),
      opens: `/members/join${opening.query}`,
    };
  },
  renewal: (plan) => {
    const { login, sfid } = renewalPersona(plan);
    return { who: byLogin(login), opens: `/members/memberships/${sfid}/renew?reset_cart=true` };
  },
  membershipPicker: (plan) => ({
    who: byLogin(pickerPersona(plan)),
    opens: '/members/select-your-membership/upgrades/membership',
  }),
  upgradeMembership: upgradePersona,
  upgradeTrailerCare: upgradePersona,
  gift: fixed(PERSONAS.visitor, '/members/gift'),
  homePort: fixed(PERSONAS.gold, '/members/memberships/mem-gold/boats/new'),
  boatForm: fixed(PERSONAS.lake, '/members/memberships/mem-lake/boats'),
  boatRemoval: fixed(PERSONAS.gold, '/members/memberships/mem-gold/boats'),
  cardReprint: fixed(PERSONAS.gold, '/members/memberships/mem-gold/membership_card'),
  autoRenew: fixed(PERSONAS.lake, '/members/memberships/mem-lake/billing'),
  partnerApplication: fixed(PERSONAS.visitor, '/programs/apply'),
  partnerLogin: fixed(
    `${PERSONAS.visitor} who has just applied as a partner with a new e-mail (the link of the application's e-mail)`,
    '/programs/apply/create-account',
  ),
  partnerOffer: fixed(PERSONAS.newpartner, '/programs/savings-club-offers/new'),
  partnerProfile: fixed(PERSONAS.newpartner, '/programs/account?form_open=true'),
};
