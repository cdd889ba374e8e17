// The gift root (partner spec §2.5): 'What membership would you like to gift?', recreational types only,
// Gold Card chosen by default; a spinner while the prices load, the failure and 'Try Again' when they fail.
import { productPrice } from '@/machines/pricing';
import { GIFT_TYPES } from '@/machines/gift/gift-types';
import { Button } from '@/ui/button';
import { RadioGroup } from '@/ui/radio-group';
import { Spinner } from '@/ui/spinner';
import { ErrorCodesAlert } from '@/ui/support-line';
import { formatMoney } from '@/screens/purchase/format-money';
import { GIFT_ROOT_HEADING } from './gift-headings';
import { GiftLayout } from './gift-layout';
import type { GiftScreenProps } from './gift-screen-props';

export function GiftRootScreen({ snapshot, send }: GiftScreenProps) {
  const { context } = snapshot;
  const prices = context.prices;
  return (
    <GiftLayout snapshot={snapshot} send={send} summary={false}>
      <section className="purchase-step gift-root" aria-labelledby="gift-root-heading">
        <h2 id="gift-root-heading">{GIFT_ROOT_HEADING}</h2>
        {snapshot.matches({ root: 'failed' }) ? (
          <>
            <ErrorCodesAlert codes={context.loadFailure} />
            <div className="button-row">
              <Button onClick={() => send({ type: 'load.retry' })}>Try Again</Button>
            </div>
          </>
        ) : !prices ? (
          <Spinner label="Loading gift memberships…" />
        ) : (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              send({ type: 'type.continue' });
            }}
          >
            <RadioGroup
              legend="Membership"
              name="membershipType"
              look="cards"
              options={GIFT_TYPES.map((type) => {
                const price = productPrice(prices, type);
                return {
                  value: type,
                  label: type,
                  detail: price === undefined ? null : `${formatMoney(price)} / year`,
                };
              })}
              value={context.selectedMembershipType}
              onChange={(membershipType) => send({ type: 'type.select', membershipType })}
            />
            <div className="button-row">
              <Button type="submit">Continue</Button>
            </div>
          </form>
        )}
      </section>
    </GiftLayout>
  );
}
