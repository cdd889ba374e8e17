// The card payment form's one schema (member spec §5 Payment): the chart's card schema for this charge
// (machines/forms/card-form.ts, which depends on the amount due and automatic renewal) beside the billing
// address (billing-form.ts). Its values are what 'payment.submit' carries.
import * as v from 'valibot';
import type { CardFields } from '../forms/card-form';
import { billingSchema, type BillingAddress } from './billing-form';

export type CardPaymentValues = {
  card: CardFields;
  billing: BillingAddress;
};

export type CardSchema = v.GenericSchema<CardFields, CardFields>;

export const cardPaymentSchema = (card: CardSchema) => v.object({ card, billing: billingSchema });
