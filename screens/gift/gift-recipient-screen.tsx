// Recipient Information (partner spec §2.5, §5): a digital gift asks the recipient's names and e-mail and
// an optional gift message (up to 255); a mailed one also the address and phone ('Mail to Me': where the
// packet goes, the gifter's own address). Modular Forms holds the fields on the chart's recipient schema:
// a field's message shows once it is left and clears as it is corrected; 'Continue' carries the values,
// the chart decides with the same schema and focus goes to the first invalid field.
import { Field, getValue, getValues, validate } from '@modular-forms/react';
import type * as v from 'valibot';
import { GIFT_MESSAGE_MAX, recipientSchema } from '@/machines/gift/gift-schemas';
import type { GiftContact } from '@/machines/gift/gift-types';
import { schemaFieldProps } from '@/screens/forms/schema-field-props';
import { Tracked, useSchemaForm } from '@/screens/forms/schema-form';
import type { PathFormStore } from '@/screens/forms/store-fields';
import { useFreshErrors } from '@/screens/purchase/use-fresh-errors';
import { Button } from '@/ui/button';
import { TextAreaField } from '@/ui/text-area-field';
import { GiftContactFields } from './gift-contact-fields';
import { GIFT_RECIPIENT_HEADING } from './gift-headings';
import { GiftLayout } from './gift-layout';
import type { GiftScreenProps } from './gift-screen-props';
import { StepButtons } from '@/ui/step-buttons';

// A mapped copy of the contact: Modular Forms needs a type literal (an interface has no index signature).
type RecipientValues = { recipient: Pick<GiftContact, keyof GiftContact>; giftMessage: string };

export function GiftRecipientScreen({ snapshot, send }: GiftScreenProps) {
  const { context } = snapshot;
  const mailed = context.deliveryMethod === 'Mail';
  // A digital gift's schema reads only the names and e-mail of the whole contact the form holds.
  const schema = recipientSchema(
    context.deliveryMethod,
  ) as v.GenericSchema<unknown> as v.GenericSchema<RecipientValues>;
  const [form] = useSchemaForm<RecipientValues>(schema, {
    recipient: context.recipientContact,
    giftMessage: context.giftMessage,
  });
  const chart = useFreshErrors(context.errors);
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
            const values = getValues(form) as Partial<RecipientValues>;
            send({
              type: 'recipient.submit',
              recipient: { ...context.recipientContact, ...values.recipient },
              giftMessage: values.giftMessage ?? '',
            });
            void validate(form, { shouldFocus: true });
          }}
        >
          <GiftContactFields
            form={form as unknown as PathFormStore}
            at="recipient."
            section="shipping"
            withAddress={mailed}
            chart={chart}
          />
          <Field of={form} name="giftMessage">
            {(field, props) => (
              <Tracked>
                {() => (
                  <TextAreaField
                    {...schemaFieldProps(field, props, chart)}
                    label="Gift Message (optional)"
                    hint={`${(getValue(form, 'giftMessage') ?? '').length}/${GIFT_MESSAGE_MAX} characters`}
                    rows={3}
                  />
                )}
              </Tracked>
            )}
          </Field>
          <StepButtons onBack={() => send({ type: 'step.back' })}>
            <Button type="submit">Continue</Button>
          </StepButtons>
        </form>
      </section>
    </GiftLayout>
  );
}
