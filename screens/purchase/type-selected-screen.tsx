// The Membership Advisor's recommendation (spec §2, §4): the recommended type with its price, the trailer
// care choice for Gold and Lake, and 'Sea Tow Membership Options' to choose differently. With a trial
// promotion the screen is 'Activate Trial'.
import { Button } from '@/ui/button';
import { hasMonthlyCopy, monthlyMarketingCopy } from '@/machines/purchase/monthly-copy';
import { purchaseSummary } from '@/machines/purchase/summary';
import { formatMoney } from './format-money';
import { PurchaseLayout } from './purchase-layout';
import type { PurchaseScreenProps } from './purchase-screen-props';
import { listPrice } from './purchase-view';
import { TrailerCareChoice } from './trailer-care-choice';
import { typeSelectedHeading } from './purchase-headings';
import { StepButtons } from '@/ui/step-buttons';

export const MEMBERSHIP_OPTIONS_LINK = 'Sea Tow Membership Options';

export function TypeSelectedScreen({ snapshot, send }: PurchaseScreenProps) {
  const summary = purchaseSummary(snapshot.context);
  const type = snapshot.context.membershipType ?? snapshot.context.recommendedType;
  const amount = type ? listPrice(snapshot, 'membership', type) : undefined;
  const showAll = { type: 'type.showAll' } as const;
  const back = { type: 'step.back' } as const;
  const next = { type: 'type.continue' } as const;
  return (
    <PurchaseLayout snapshot={snapshot} send={send}>
      <section className="purchase-step" aria-labelledby="type-selected-heading">
        <h2 id="type-selected-heading">{typeSelectedHeading(snapshot)}</h2>
        {summary.trial ? (
          <p>
            Start your free {summary.trialDurationDays ?? ''}-day {type ?? 'Trial Membership'} today.
            Automatic renewal is turned on for a trial, so your coverage continues when the trial ends.
          </p>
        ) : (
          <p>Based on your answers, the Membership Advisor recommends:</p>
        )}
        {type && (
          <div className="purchase-recommendation">
            <p className="purchase-recommendation__type">{type}</p>
            {amount !== undefined && !summary.trial && (
              <p className="purchase-recommendation__price">{formatMoney(amount)} per year</p>
            )}
            {amount !== undefined && !summary.trial && hasMonthlyCopy(type) && (
              <p className="purchase-recommendation__monthly">{monthlyMarketingCopy(amount)}</p>
            )}
          </div>
        )}
        <TrailerCareChoice snapshot={snapshot} send={send} />
        {snapshot.can(showAll) && (
          <p>
            Want to choose differently? See{' '}
            <button
              type="button"
              className="btn btn--link purchase-inline-link"
              onClick={() => send(showAll)}
            >
              {MEMBERSHIP_OPTIONS_LINK}
            </button>
          </p>
        )}
        <StepButtons onBack={snapshot.can(back) ? () => send(back) : null}>
          <Button onClick={() => send(next)}>Continue</Button>
        </StepButtons>
      </section>
    </PurchaseLayout>
  );
}
