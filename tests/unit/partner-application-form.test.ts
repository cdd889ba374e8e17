import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { checkForm } from '@/machines/forms/form-schema';
import { meetsPasswordRules } from '@/machines/forms/password-rules';
import {
  APPLICATION_MESSAGES,
  applicationSchema,
  keptApplication,
  type ApplicationPayload,
  type PartnerApplicationValues,
} from '@/machines/partner/application-form';
import { LOGIN_MESSAGES, loginSchema } from '@/machines/partner/login-form';
import { partnerApplicationMachine, type ApplicationResult } from '@/machines/partner-application.machine';
import { partnerLoginMachine, type CreateLoginInput } from '@/machines/partner-login.machine';
import { applicationNextHref } from '@/journeys/partner-application/application-links';
import {
  APPLICATION_ADDRESS,
  APPLICATION_FIELD_VALUES,
  COMPLETE_APPLICATION as complete,
} from '@/tests/fixtures/partner-application-fixtures';

const check = (values: PartnerApplicationValues) => checkForm(applicationSchema, values);

describe('participant application schema (companion spec §5)', () => {
  it('refuses an application without a program, without terms, with a bad website URL', () => {
    const result = check({
      ...complete,
      savingsClub: false,
      termsAgreement: false,
      websiteUrl: 'harbor.com',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        savingsClub: APPLICATION_MESSAGES.noService,
        websiteUrl: APPLICATION_MESSAGES.websiteUrl,
        termsAgreement: APPLICATION_MESSAGES.terms,
      },
    });
    expect(APPLICATION_MESSAGES.noService).toBe('You must select at least one service');
    expect(APPLICATION_MESSAGES.terms).toContain('must be accepted to apply as a participant');
    expect(APPLICATION_MESSAGES.websiteUrl).toContain('is not valid, must contain "https://" or "http://"');
  });

  it('asks for the user name only with Savings Club, and the mailing address only when apart', () => {
    expect(check({ ...complete, userName: '' })).toMatchObject({
      ok: false,
      errors: { userName: expect.any(String) },
    });
    expect(check({ ...complete, savingsClub: false, seaCare: true, userName: '' }).ok).toBe(true);
    const apart = check({ ...complete, mailingAddressSameAsPublic: false });
    expect(apart.ok).toBe(false);
    if (!apart.ok)
      expect(Object.keys(apart.errors)).toEqual([
        'mailingAddress.streetAddress',
        'mailingAddress.city',
        'mailingAddress.state',
        'mailingAddress.postalCode',
      ]);
  });

  it('gives the application body with backend names, services joined and the mailing copy left out', () => {
    const result = check({
      ...complete,
      membershipKits: true,
      websiteUrl: 'https://harborlight.example.com',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.output.account).toMatchObject({
      name: 'Harbor Light Marine',
      phone: '(631) 555-0142',
      public_facing_url__c: 'https://harborlight.example.com',
      shippingstate: 'NY',
      mailingAddressSameAsPublic: true,
      services_requested__c: 'Savings Club;Membership Kits',
    });
    expect(result.output.account).not.toHaveProperty('billingstreet');
    expect(result.output.auth0_email).toBe(APPLICATION_FIELD_VALUES.userName);
  });

  it('reads the choices from the values it checks: a user name without Savings Club or a mailing address when the same is not asked', () => {
    const lax = { ...complete, savingsClub: false, seaCare: true, userName: 'not an e-mail' };
    expect(check(lax).ok).toBe(true);
    expect(check({ ...complete, userName: 'not an e-mail' })).toMatchObject({
      ok: false,
      errors: { userName: APPLICATION_MESSAGES.userName },
    });
  });

  it('keeps the choices the spec clears fields for: mailing the same as public, no Savings Club', () => {
    const apart = {
      ...complete,
      mailingAddressSameAsPublic: false,
      mailingAddress: { ...APPLICATION_ADDRESS },
    };
    expect(keptApplication(apart)).toEqual(apart);
    const same = keptApplication({
      ...apart,
      mailingAddressSameAsPublic: true,
      savingsClub: false,
      seaCare: true,
    });
    expect(same.mailingAddress).toEqual({ ...complete.mailingAddress, city: '', country: 'US' });
    expect(same.userName).toBe('');
  });
});

describe('the application chart decides with the schema on the submitted values', () => {
  it('keeps a submit with a mistake in the form with its message, then sends a corrected one', async () => {
    const sent: ApplicationPayload[] = [];
    const machine = partnerApplicationMachine.provide({
      actors: {
        submitApplication: fromPromise<ApplicationResult, ApplicationPayload>(async ({ input }) => {
          sent.push(input);
          return {
            auth0_status: 'NO_AUTH0_CHECK_PERFORMED',
            account_uuid: '001X',
            auth0_email: null,
            link_token: null,
          };
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'application.submit', values: { ...complete, businessName: '  ' } });
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.errors).toEqual({ businessName: APPLICATION_MESSAGES.businessName });
    // What was typed survives the refusal: the chart keeps the submitted values.
    expect(actor.getSnapshot().context.values.description).toBe(complete.description);
    actor.send({
      type: 'application.submit',
      values: { ...complete, businessName: ' Harbor Light Marine ' },
    });
    expect(actor.getSnapshot().context.errors).toEqual({});
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('thankYou');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.account.name).toBe('Harbor Light Marine');
  });
});

describe('login creation (companion spec §5)', () => {
  it('needs 8+ characters with 3 of 4 classes and an equal confirmation', () => {
    expect(meetsPasswordRules('Harbor!2026')).toBe(true);
    expect(meetsPasswordRules('harbor2026')).toBe(false);
    expect(meetsPasswordRules('Hb!2')).toBe(false);
    expect(checkForm(loginSchema, { password: 'harbor', passwordConfirmation: 'harbour' })).toEqual({
      ok: false,
      errors: {
        password: LOGIN_MESSAGES.passwordRules,
        passwordConfirmation: LOGIN_MESSAGES.confirmationDifferent,
      },
    });
    expect(checkForm(loginSchema, { password: '', passwordConfirmation: '' })).toEqual({
      ok: false,
      errors: {
        password: LOGIN_MESSAGES.passwordRequired,
        passwordConfirmation: LOGIN_MESSAGES.confirmationRequired,
      },
    });
    expect(checkForm(loginSchema, { password: 'Harbor!2026', passwordConfirmation: 'Harbor!2026' }).ok).toBe(
      true,
    );
  });

  it('the chart keeps a refused submit with its messages and sends the password of a right one', async () => {
    const sent: CreateLoginInput[] = [];
    const machine = partnerLoginMachine.provide({
      actors: {
        createLogin: fromPromise<{ auth0_status: string }, CreateLoginInput>(async ({ input }) => {
          sent.push(input);
          return { auth0_status: 'AUTH0_ACCOUNT_CREATED' };
        }),
      },
    });
    const input = {
      accountUuid: '001X',
      status: 'AUTH0_ACCOUNT_NOT_FOUND',
      email: 'a@b.example.com',
      linkToken: 'the-link-token',
    };
    const actor = createActor(machine, { input }).start();
    actor.send({
      type: 'login.submit',
      values: { password: 'Harbor!2026', passwordConfirmation: 'Harbor!2025' },
    });
    expect(actor.getSnapshot().context.errors).toEqual({
      passwordConfirmation: LOGIN_MESSAGES.confirmationDifferent,
    });
    actor.send({
      type: 'login.submit',
      values: { password: 'Harbor!2026', passwordConfirmation: 'Harbor!2026' },
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().output).toEqual({ status: 'AUTH0_ACCOUNT_CREATED' });
    expect(sent).toEqual([
      {
        password: 'Harbor!2026',
        account_uuid: '001X',
        email: 'a@b.example.com',
        link_token: 'the-link-token',
      },
    ]);
  });
});

describe('where an application goes (companion spec §4)', () => {
  const result = { account_uuid: '001X', auth0_email: 'a@b.example.com', link_token: null };
  it('routes by auth0_status; create-account carries the link token', () => {
    expect(
      applicationNextHref({ ...result, auth0_status: 'AUTH0_ACCOUNT_FOUND', outcome: 'existingLogin' }),
    ).toBe('/programs/apply/login?status=AUTH0_ACCOUNT_FOUND');
    expect(
      applicationNextHref({
        ...result,
        auth0_status: 'AUTH0_ACCOUNT_NOT_FOUND',
        outcome: 'createLogin',
        link_token: 'tok-1',
      }),
    ).toBe(
      '/programs/apply/create-account?account_uuid=001X&status=AUTH0_ACCOUNT_NOT_FOUND&email=a%40b.example.com&link_token=tok-1',
    );
    expect(
      applicationNextHref({ ...result, auth0_status: 'NO_AUTH0_CHECK_PERFORMED', outcome: 'thankYou' }),
    ).toBe('/programs/apply/thank-you');
  });
});
