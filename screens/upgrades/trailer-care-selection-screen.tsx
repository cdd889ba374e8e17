// Trailer care selection (member spec §2 'upgrades/trailer-care/selection', §4 'Trailer Care upgrade', §9
// coverage; partner spec §3, §8): the levels the chart offers, each with its marketing title, coverage
// limit and price; Continue without a new level flashes the chart's message above the choice. A membership that cannot
// take trailer care, or already has Plus, sees the chart's message instead.
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { LinkButton } from '@/ui/link-button';
import { RadioGroup } from '@/ui/radio-group';
import { TRAILER_CARE_MESSAGES, type TrailerCareLevel } from '@/machines/upgrades/trailer-care-levels';
import {
  coverageText,
  currentLevel,
  trailerCareOffers,
  trailerCareUnavailableMessage,
} from '@/machines/upgrades/upgrade-offer';
import { formatMoney } from '@/screens/purchase/format-money';
import {
  BACK_TO_MEMBER_CENTER,
  TRAILER_CARE_SELECTION_HEADING,
  TRAILER_CARE_UNAVAILABLE_HEADING,
} from './upgrade-headings';
import { UpgradeLayout } from './upgrade-layout';
import type { UpgradeScreenProps, UpgradeView } from './upgrade-screen-props';

export const TRAILER_CARE_LEGEND = 'Which trailer care would you like?';

/** Which of the chart's selection states shows: the choice, or one of its two refusals. */
export function trailerCareRefusal(snapshot: UpgradeView): string | null {
  const state = (snapshot.value as { selection?: string }).selection;
  if (state === 'alreadyPlus') return TRAILER_CARE_MESSAGES.alreadyPlus;
  if (state === 'unavailable') return trailerCareUnavailableMessage(snapshot.context);
  return null;
}

export function TrailerCareSelectionScreen({ snapshot, send }: UpgradeScreenProps) {
  const { context } = snapshot;
  const refusal = trailerCareRefusal(snapshot);
  if (refusal) {
    return (
      <UpgradeLayout snapshot={snapshot} send={send}>
        <section className="purchase-step" aria-labelledby="trailer-care-heading">
          <h2 id="trailer-care-heading">{TRAILER_CARE_UNAVAILABLE_HEADING}</h2>
          <Alert kind="info">{refusal}</Alert>
          <div className="button-row">
            <Button onClick={() => send({ type: 'upgrade.leave' })}>{BACK_TO_MEMBER_CENTER}</Button>
          </div>
        </section>
      </UpgradeLayout>
    );
  }
  const current = currentLevel(context);
  const options = trailerCareOffers(context).map((offer) => ({
    value: offer.level,
    // A level added is named by its marketing title; the base level's step to Plus by its payment type.
    label: current ? offer.label : offer.marketingTitle,
    // A level added costs its yearly price; the step to Plus costs the difference, beside Plus's own price.
    detail: [
      offer.price === offer.yearly
        ? `${formatMoney(offer.yearly)} per year`
        : `${formatMoney(offer.price)} today`,
      coverageText(offer.coverageLimit),
      offer.price === offer.yearly
        ? null
        : `${offer.marketingTitle} annual plan ${formatMoney(offer.yearly)}`,
    ]
      .filter(Boolean)
      .join(' · '),
  }));
  return (
    <UpgradeLayout snapshot={snapshot} send={send}>
      <section className="purchase-step" aria-labelledby="trailer-care-heading">
        <h2 id="trailer-care-heading">{TRAILER_CARE_SELECTION_HEADING}</h2>
        {/* Spec §4: Continue without a new level flashes the message (dismissible, above the choice). */}
        {context.errors.selection && (
          <Alert kind="failure" onDismiss={() => send({ type: 'flash.dismiss' })}>
            {context.errors.selection}
          </Alert>
        )}
        <p>
          {current
            ? `Your membership has ${current}. Trailer Care Plus doubles the coverage for your trailer.`
            : 'Trailer Care covers roadside assistance for the trailer that carries your boat.'}
        </p>
        <form
          noValidate
          className="purchase-form"
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'trailerCare.continue' });
          }}
        >
          <RadioGroup<TrailerCareLevel>
            legend={TRAILER_CARE_LEGEND}
            name="trailerCareLevel"
            options={options}
            value={context.level}
            onChange={(level) => send({ type: 'trailerCare.pick', level })}
          />
          <div className="button-row">
            <LinkButton to="/members" variant="secondary">
              {BACK_TO_MEMBER_CENTER}
            </LinkButton>
            <Button type="submit">Continue</Button>
          </div>
        </form>
      </section>
    </UpgradeLayout>
  );
}
