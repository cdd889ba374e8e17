// Every contact message of spec §5, triggered through the contact form's schema and through the
// contact-edit chart; what the schema's output saves.
import { describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef } from 'xstate';
import { contactChanges, contactCreateBody } from '@/machines/account/contact-changes';
import { GOLD_PRIMARY_CONTACT, GOLD_SPOUSE_CONTACT } from '@/tests/fixtures/contact-fixtures';
import {
  CONTACT_MESSAGES,
  contactSchema,
  contactValuesOf,
  EMPTY_CONTACT,
  preferencesListOf,
  type ContactRole,
  type ContactValues,
} from '@/machines/account/contact-form';
import { isPaperless, paperlessList } from '@/machines/account/contact-record';
import { checkForm, formErrors, formOutput } from '@/machines/forms/form-schema';
import { contactEditMachine, type ContactEditInput } from '@/machines/contact-edit.machine';

const contactErrors = (values: ContactValues, role: ContactRole) => formErrors(contactSchema(role), values);
const saved = (values: ContactValues, role: ContactRole) => formOutput(contactSchema(role), values);

const create = { mode: 'create', isPrimary: false } as const;
const primary = { mode: 'edit', isPrimary: true } as const;
const named = { ...EMPTY_CONTACT, firstName: 'Ann', lastName: 'Lee', relationship: 'Child' };

describe('contact form schema (spec §5)', () => {
  it('requires first and last name', () => {
    expect(contactErrors(EMPTY_CONTACT, { mode: 'edit', isPrimary: false })).toEqual({
      firstName: CONTACT_MESSAGES.firstNameRequired,
      lastName: CONTACT_MESSAGES.lastNameRequired,
    });
  });

  it("'Relationship must be specified' on creation only", () => {
    const noRelationship = { ...named, relationship: '' };
    expect(contactErrors(noRelationship, create).relationship).toBe('Relationship must be specified');
    expect(contactErrors(noRelationship, { mode: 'edit', isPrimary: false })).toEqual({});
    expect(contactErrors(named, create)).toEqual({});
  });

  it("the primary contact's e-mail and phone rules, verbatim", () => {
    const bare = { ...named, relationship: 'Primary Contact' };
    const errors = contactErrors(bare, primary);
    expect(errors.email).toBe('Email must be specified for the primary contact');
    expect(errors.homePhone).toBe(
      'either Home Phone or Mobile Phone must be specfied for the primary contact',
    );
    expect(errors.mobilePhone).toBe(errors.homePhone);
    expect(contactErrors({ ...bare, email: 'a@b.co', homePhone: '(516) 555-1234' }, primary)).toEqual({});
    expect(contactErrors({ ...bare, email: 'a@b.co', mobilePhone: '(516) 555-1234' }, primary)).toEqual({});
    // Another contact needs neither.
    expect(contactErrors(named, { mode: 'edit', isPrimary: false })).toEqual({});
  });

  it("'SMS Opt-In cannot be checked without providing a Mobile Phone number'", () => {
    expect(contactErrors({ ...named, smsOptIn: true }, create).smsOptIn).toBe(
      'SMS Opt-In cannot be checked without providing a Mobile Phone number',
    );
    expect(contactErrors({ ...named, smsOptIn: true, homePhone: '(516) 555-1234' }, create).smsOptIn).toBe(
      CONTACT_MESSAGES.smsOptInNeedsMobile,
    );
    expect(contactErrors({ ...named, smsOptIn: true, mobilePhone: '(516) 555-1234' }, create)).toEqual({});
    // The Primary Contact without phones: the SMS message beside the phones' own.
    expect(
      contactErrors({ ...named, relationship: 'Primary Contact', email: 'a@b.co', smsOptIn: true }, primary),
    ).toEqual({
      homePhone: CONTACT_MESSAGES.primaryPhoneRequired,
      mobilePhone: CONTACT_MESSAGES.primaryPhoneRequired,
      smsOptIn: CONTACT_MESSAGES.smsOptInNeedsMobile,
    });
  });

  it('checks e-mail format and complete phones', () => {
    expect(contactErrors({ ...named, email: 'not-an-email' }, create).email).toBe(
      CONTACT_MESSAGES.emailInvalid,
    );
    expect(contactErrors({ ...named, mobilePhone: '(516) 55' }, create).mobilePhone).toBe(
      CONTACT_MESSAGES.phoneIncomplete,
    );
  });
});

describe('preferences and the paperless marker (spec §3, §4)', () => {
  it('reads the semicolon list and the SMS flag', () => {
    expect(contactValuesOf(GOLD_PRIMARY_CONTACT)).toMatchObject({
      seaTowNews: true,
      benefitsAndOffers: true,
      localCaptainsCorner: false,
      smsOptIn: true,
      mobilePhone: '(631) 555-0199',
    });
  });

  it('writes the form preferences and keeps the other tokens in place', () => {
    const values = { ...contactValuesOf(GOLD_PRIMARY_CONTACT), seaTowNews: false, localCaptainsCorner: true };
    expect(preferencesListOf(values, 'Do Not Mail;Sea Tow News;Benefits and Offers;Paperless Renewal')).toBe(
      "Do Not Mail;Benefits and Offers;Paperless Renewal;Local Captain's Corner;SMS Opt-In",
    );
  });

  it("adds and removes only 'Paperless Renewal'", () => {
    expect(paperlessList('Sea Tow News;Benefits and Offers', true)).toBe(
      'Sea Tow News;Benefits and Offers;Paperless Renewal',
    );
    expect(paperlessList('Sea Tow News; Paperless Renewal;Benefits and Offers', false)).toBe(
      'Sea Tow News;Benefits and Offers',
    );
    expect(paperlessList(null, true)).toBe('Paperless Renewal');
    expect(isPaperless('Sea Tow News;Paperless Renewal')).toBe(true);
    expect(isPaperless('Sea Tow News')).toBe(false);
  });
});

describe('what a save sends', () => {
  it('creates with every field and the account id', () => {
    expect(
      contactCreateBody(
        saved({ ...named, mobilePhone: '(516) 555-1234', smsOptIn: true, seaTowNews: true }, create),
        'acc-1',
      ),
    ).toEqual({
      accountid: 'acc-1',
      firstname: 'Ann',
      lastname: 'Lee',
      email: null,
      homephone: null,
      mobilephone: '(516) 555-1234',
      contact_type__c: 'Child',
      communication_preferences__c: 'Sea Tow News;SMS Opt-In',
      sms_opt_in__c: true,
      mobile_push_notification_opt_in__c: false,
    });
  });

  it('sends the push preference (spec §6 "extra email, SMS and push preferences") when it changes', () => {
    const values = contactValuesOf(GOLD_PRIMARY_CONTACT);
    expect(values.mobilePushOptIn).toBe(false);
    const options = { isPrimary: true, withEmail: true };
    expect(
      contactChanges(GOLD_PRIMARY_CONTACT, saved({ ...values, mobilePushOptIn: true }, primary), options),
    ).toEqual({ mobile_push_notification_opt_in__c: true });
    const pushing = { ...GOLD_PRIMARY_CONTACT, mobile_push_notification_opt_in__c: true };
    expect(contactValuesOf(pushing).mobilePushOptIn).toBe(true);
    expect(contactChanges(pushing, saved({ ...values, mobilePushOptIn: false }, primary), options)).toEqual({
      mobile_push_notification_opt_in__c: false,
    });
  });

  it('updates only what changed; never the Primary Contact type', () => {
    const values = contactValuesOf(GOLD_PRIMARY_CONTACT);
    expect(
      contactChanges(GOLD_PRIMARY_CONTACT, saved(values, primary), { isPrimary: true, withEmail: true }),
    ).toEqual({});
    expect(
      contactChanges(
        GOLD_PRIMARY_CONTACT,
        saved({ ...values, lastName: ' Seagrave ', relationship: 'Child', email: 'x@example.com' }, primary),
        { isPrimary: true, withEmail: false },
      ),
    ).toEqual({ lastname: 'Seagrave' });
    expect(
      contactChanges(
        GOLD_SPOUSE_CONTACT,
        saved(
          { ...contactValuesOf(GOLD_SPOUSE_CONTACT), relationship: 'Other', benefitsAndOffers: true },
          { mode: 'edit', isPrimary: false },
        ),
        { isPrimary: false, withEmail: true },
      ),
    ).toEqual({ contact_type__c: 'Other', communication_preferences__c: 'Benefits and Offers' });
  });

  it('saves texts trimmed and an empty e-mail or phone as null', () => {
    expect(
      checkForm(contactSchema(create), {
        ...named,
        firstName: ' Ann ',
        email: ' ann@example.com ',
        homePhone: '',
        mobilePhone: '(516) 555-1234',
      }),
    ).toMatchObject({
      ok: true,
      output: { firstName: 'Ann', email: 'ann@example.com', homePhone: null, mobilePhone: '(516) 555-1234' },
    });
    expect(saved(named, create)).toMatchObject({ email: null, homePhone: null, mobilePhone: null });
  });
});

describe('the contact-edit chart applies the rules', () => {
  const start = (input: ContactEditInput): AnyActorRef => createActor(contactEditMachine, { input }).start();
  /** What 'Save Contact' sends: the form's values, here the chart's with `change` typed over them. */
  const submit = (actor: AnyActorRef, change: Partial<ContactValues>) =>
    actor.send({ type: 'contact.submit', values: { ...actor.getSnapshot().context.values, ...change } });

  it('shows every §5 message on submit and keeps what was typed', () => {
    const actor = start({ accountId: 'acc-gold', contact: null });
    submit(actor, { firstName: 'Ann', smsOptIn: true });
    const { context, value } = actor.getSnapshot();
    expect(value).toBe('editing');
    expect(context.values.firstName).toBe('Ann');
    expect(context.errors).toEqual({
      lastName: CONTACT_MESSAGES.lastNameRequired,
      relationship: 'Relationship must be specified',
      smsOptIn: 'SMS Opt-In cannot be checked without providing a Mobile Phone number',
    });
    // The next submit checks again: with a mobile phone the opt-in is fine.
    submit(actor, { lastName: 'Lee', relationship: 'Child', mobilePhone: '(516) 555-1234' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(actor.getSnapshot().value).toBe('saving');
  });

  it("shows the primary contact's messages when e-mail and phones are cleared", () => {
    const actor = start({
      accountId: 'acc-gold',
      contact: GOLD_PRIMARY_CONTACT,
      social: false,
      memberNumber: 'GC1',
    });
    submit(actor, { email: '', mobilePhone: '', smsOptIn: false });
    expect(actor.getSnapshot().context.errors).toEqual({
      email: 'Email must be specified for the primary contact',
      homePhone: 'either Home Phone or Mobile Phone must be specfied for the primary contact',
      mobilePhone: 'either Home Phone or Mobile Phone must be specfied for the primary contact',
    });
  });

  it("locks the primary contact's e-mail for social-login users", () => {
    const actor = start({
      accountId: 'acc-social',
      contact: GOLD_PRIMARY_CONTACT,
      social: true,
      memberNumber: 'GC1',
    });
    expect(actor.getSnapshot().context.emailLocked).toBe(true);
    submit(actor, { email: 'other@example.com', firstName: 'G' });
    expect(actor.getSnapshot().context.values).toMatchObject({ email: 'gold@example.com', firstName: 'G' });
  });

  it('leaves the e-mail of other contacts editable for social users', () => {
    const actor = start({
      accountId: 'acc-gold',
      contact: GOLD_SPOUSE_CONTACT,
      social: true,
      memberNumber: 'GC1',
    });
    expect(actor.getSnapshot().context.emailLocked).toBe(false);
    submit(actor, { email: 'gary@example.com' });
    expect(actor.getSnapshot().context.values.email).toBe('gary@example.com');
  });
});
