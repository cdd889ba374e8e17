// Recipient Information (partner spec §2.5, §5): a digital gift asks the recipient's names and e-mail and
// an optional gift message (up to 255); a mailed one also the address and phone ('Mail to Me': where the
// packet goes, the gifter's own address).
import { useState } from 'react';
import { GIFT_MESSAGE_MAX } from '@/machines/gift/gift-schemas';
import type { GiftContact } from '@/machines/gift/gift-types';
import { Button } from '@/ui/button';
import { TextAreaField } from '@/ui/text-area-field';
import { useFreshErrors } from '@/screens/purchase/use-fresh-errors';
import { GiftContactFields } from './gift-contact-fields';
import { GIFT_RECIPIENT_HEADING } from './gift-headings';
import { GiftLayout } from './gift-layout';
import type { GiftScreenProps } from './gift-screen-props';

export function GiftRecipientScreen({ snapshot, send }: GiftScreenProps) {
  const { context } = snapshot;
  const [recipient, setRecipient] = useState<GiftContact>(context.recipientContact);
  const [giftMessage, setGiftMessage] = useState(context.giftMessage);
  const fresh = useFreshErrors(context.errors);
  const mailed = context.deliveryMethod === 'Mail';
  return (
    <GiftLayout snapshot={snapshot} send={send}>
      <section className="purchase-step" aria-labelledby="gift-recipient-heading">
        <h2 id="gift-recipient-heading">{GIFT_RECIPIENT_HEADING}</h2>
        {mailed && context.mailedToGifter && (
          <p>
            The packet is mailed to you: give the recipient&apos;s name and e-mail and your mailing address.
          </p>
        )}
        <form
          noValidate
          className="purchase-form"
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'recipient.submit', recipient, giftMessage });
          }}
        >
          <GiftContactFields
            section="shipping"
            withAddress={mailed}
            values={recipient}
            errorOf={(field) => fresh.errorOf(`recipient.${field}`)}
            onChange={(patch) => {
              setRecipient((r) => ({ ...r, ...patch }));
              fresh.edited(Object.keys(patch).map((field) => `recipient.${field}`));
            }}
          />
          <TextAreaField
            label="Gift Message (optional)"
            hint={`${giftMessage.length}/${GIFT_MESSAGE_MAX} characters`}
            name="giftMessage"
            rows={3}
            value={giftMessage}
            error={fresh.errorOf('giftMessage')}
            onChange={(e) => {
              setGiftMessage(e.target.value);
              fresh.edited(['giftMessage']);
            }}
          />
          <div className="button-row">
            <Button variant="secondary" onClick={() => send({ type: 'step.back' })}>
              Back
            </Button>
            <Button type="submit">Continue</Button>
          </div>
        </form>
      </section>
    </GiftLayout>
  );
}
