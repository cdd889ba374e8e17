// `/programs/savings-club-offers/new`, `/edit?offer_id=` and `/confirm` (companion spec §2.3 'Create and
// edit offer pages'): the offer chart runs here through its binding (decision 162) with the partner's account
// and its website, and for an edit the offer Edit passed through navigation state (§2.3), else the active
// offer named by `offer_id` (query keys decamelized, §9); what was typed survives a reload (decision 164); a
// saved offer goes to 'Offer Created!'. An account outside the Savings Club gets its refusal instead of the
// new-offer form (decision 242).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useRouteContext, useRouterState, useSearch } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { usePageFlow } from '@/flows/use-page-flow';
import { useResultFocus } from '@/flows/runner/use-result-focus';
import { partnerKeys, partnerProgramsQueryOptions, type SavingsClubOffer } from '@/api/queries/partner';
import { partnerOfferFlow } from '@/journeys/partner-offer/partner-offer.journey';
import { offerValuesOf } from '@/machines/partner/offer-form';
import { canCreateSavingsClubOffers } from '@/machines/partner/partner-rules';
import type { PartnerOfferInput } from '@/machines/partner-offer.machine';
import { OfferFormScreen } from '@/screens/partner-offer/offer-form-screen';
import {
  EDIT_OFFER_HEADING,
  OFFER_CREATED_HEADING,
  offerHeading,
} from '@/screens/partner-offer/partner-offer-headings';
import { usePageMeta } from '@/src/shell/page-meta';
import { Card } from '@/ui/card';
import { LinkButton } from '@/ui/link-button';
import { Spinner } from '@/ui/spinner';
import { NotInSavingsClubNotice } from './not-in-savings-club';
import { usePartnerAccountId } from './partner-account-id';

export const OFFER_CONFIRM_PATH = '/programs/savings-club-offers/confirm';

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** Spec §2.3: "Edit passes the offer through navigation state." */
    editOffer?: SavingsClubOffer;
  }
}

function OfferForm({ input }: { input: PartnerOfferInput }) {
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // One draft per account and per offer (or the new one): a reload resumes it, another offer does not.
  const scope = `${input.accountId}:${input.editing?.sfid ?? 'new'}`;
  const { actor } = usePageFlow(partnerOfferFlow, api, { input, scope });
  const snapshot = useSelector(actor, (s) => s);
  const done = snapshot.status === 'done';
  useEffect(() => {
    // The lists and counts show the saved offer once they are read again.
    if (done)
      void queryClient
        .invalidateQueries({ queryKey: partnerKeys.all })
        .then(() => navigate({ to: OFFER_CONFIRM_PATH }));
  }, [done, navigate, queryClient]);
  // A refused or failed save: focus on the invalid field or the alert, the engine's rule (decision 222).
  const root = useRef<HTMLDivElement>(null);
  useResultFocus(root, 'offer', snapshot);
  return (
    <div ref={root}>
      <OfferFormScreen snapshot={snapshot} send={actor.send} />
    </div>
  );
}

function BackToOffers() {
  return (
    <p>
      <Link activeOptions={{ exact: true }} to="/programs/savings-club-offers">
        Back to Savings Club Offers
      </Link>
    </p>
  );
}

function OfferFormPage({ offerId }: { offerId?: string | undefined }) {
  const editing = offerId !== undefined;
  usePageMeta({ title: offerHeading(editing) });
  const accountId = usePartnerAccountId();
  const { api } = useRouteContext({ from: '__root__' });
  const query = useQuery(partnerProgramsQueryOptions(api, accountId));
  const passed = useRouterState({ select: (s) => s.location.state.editOffer });
  if (!query.data) return <Spinner label="Loading your account…" />;
  if (!editing && !canCreateSavingsClubOffers(query.data.programs))
    return (
      <div className="partner-offer">
        <BackToOffers />
        <h1>{offerHeading(false)}</h1>
        <NotInSavingsClubNotice />
      </div>
    );
  const accountWebsite = query.data.account.public_facing_url__c ?? '';
  // The offer Edit passed; a link opened without it names an active one (Edit is on the active tab only).
  const offer = !editing
    ? null
    : passed?.sfid === offerId
      ? passed
      : query.data.programs.savings_club?.active.find((o) => o.sfid === offerId);
  if (editing && !offer)
    return (
      <div className="partner-offer">
        <BackToOffers />
        <h1>{EDIT_OFFER_HEADING}</h1>
        <Card>
          <p role="alert">This offer is not one of your active offers, so it cannot be edited.</p>
        </Card>
      </div>
    );
  return (
    <>
      <BackToOffers />
      <OfferForm
        key={offerId ?? 'new'}
        input={{
          accountId,
          accountWebsite,
          editing: offer ? { sfid: offer.sfid, values: offerValuesOf(offer) } : null,
        }}
      />
    </>
  );
}

export function NewOfferPage() {
  return <OfferFormPage />;
}

/** `/edit?offer_id=`: a link without its offer edits nothing (the page says so). */
export function EditOfferPage() {
  const { offer_id: offerId } = useSearch({ strict: false }) as { offer_id?: unknown };
  return <OfferFormPage offerId={typeof offerId === 'string' ? offerId : ''} />;
}

export function OfferCreatedPage() {
  usePageMeta({ title: OFFER_CREATED_HEADING });
  return (
    <div className="partner-offer">
      <h1>{OFFER_CREATED_HEADING}</h1>
      <Card>
        <p>Your offer will be reviewed, and our team will be in touch within 72 hours.</p>
        <LinkButton to="/programs/savings-club-offers">Back to Savings Club Offers</LinkButton>
      </Card>
    </div>
  );
}
