// The account charts with their real bindings against the real sandbox contract (no network): a contact
// added and edited, the primary e-mail changed end to end (the login signs in with the new e-mail), a
// refused e-mail, and the password ticket.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import type { ApiClient } from '@/api/client';
import { testApiClient } from '@/tests/support/api-client';
import { EMAIL_IN_USE_TEXT } from '@/journeys/account/account-failure';
import { provideContactEdit } from '@/journeys/account/contact-edit.actors';
import { providePasswordChange } from '@/journeys/account/password-change.actors';
import type { ContactRecord } from '@/machines/account/contact-record';
import type { ContactEditOutput } from '@/machines/contact-edit.machine';
import { BASE_URL, resetSandbox, signInSession } from '../support/sandbox';

interface Member {
  api: ApiClient;
  signOuts: number;
  deps: Parameters<typeof provideContactEdit>[0];
}

async function member(email: string): Promise<Member> {
  const sandbox = await resetSandbox();
  const { token } = await signInSession(email, sandbox);
  const api = testApiClient({
    baseUrl: BASE_URL,
    getAccessToken: () => token,
    fetch: async (request) => sandbox.app.fetch(request),
  });
  const result: Member = {
    api,
    signOuts: 0,
    deps: {
      api,
      queryClient: new QueryClient(),
      supportPhone: '1-800-555-0142',
      signOut: async () => {
        result.signOuts += 1;
      },
    },
  };
  return result;
}

async function contactsOf(api: ApiClient, accountId: string): Promise<ContactRecord[]> {
  const { data } = await api.GET('/contacts/all/{accountId}', { params: { path: { accountId } } });
  return (data ?? []) as ContactRecord[];
}

const finished = async (actor: AnyActorRef) =>
  (await waitFor(actor, (s) => s.status === 'done', { timeout: 5000 })).output as ContactEditOutput;

describe('account charts on the sandbox contract', () => {
  it('adds a contact to the account and edits it with only the changed fields', async () => {
    const gold = await member('gold@example.com');
    const add = createActor(provideContactEdit(gold.deps), { input: { accountId: 'acc-gold' } }).start();
    add.send({
      type: 'contact.submit',
      values: {
        ...add.getSnapshot().context.values,
        ...{ firstName: 'Marina', lastName: 'Goldman', relationship: 'Child', mobilePhone: '(631) 555-0123' },
        ...{ smsOptIn: true, seaTowNews: true, mobilePushOptIn: true },
      },
    });
    expect((await finished(add)).result).toBe('saved');
    const added = (await contactsOf(gold.api, 'acc-gold')).find((c) => c.firstname === 'Marina');
    expect(added).toMatchObject({
      contact_type__c: 'Child',
      mobilephone: '(631) 555-0123',
      communication_preferences__c: 'Sea Tow News;SMS Opt-In',
      sms_opt_in__c: true,
      mobile_push_notification_opt_in__c: true,
    });

    const edit = createActor(provideContactEdit(gold.deps), {
      input: { accountId: 'acc-gold', contact: added ?? null },
    }).start();
    edit.send({
      type: 'contact.submit',
      values: { ...edit.getSnapshot().context.values, relationship: 'Boat Co-owner', smsOptIn: false },
    });
    expect((await finished(edit)).result).toBe('saved');
    expect((await contactsOf(gold.api, 'acc-gold')).find((c) => c.firstname === 'Marina')).toMatchObject({
      contact_type__c: 'Boat Co-owner',
      communication_preferences__c: 'Sea Tow News',
      sms_opt_in__c: false,
    });
  });

  it('changes the primary e-mail: saves the rest, confirms, re-associates the login, signs out', async () => {
    const gold = await member('gold@example.com');
    const primary = (await contactsOf(gold.api, 'acc-gold')).find(
      (c) => c.contact_type__c === 'Primary Contact',
    );
    const actor = createActor(provideContactEdit(gold.deps), {
      input: { accountId: 'acc-gold', contact: primary ?? null, memberNumber: 'GC100001' },
    }).start();
    actor.send({
      type: 'contact.submit',
      values: { ...actor.getSnapshot().context.values, lastName: 'Seagrave', email: 'grace.new@example.com' },
    });
    const child = await waitFor(actor, (s) => s.matches('changingEmail'));
    const emailChange = child.children.emailChange as AnyActorRef;
    // The other change is saved before the confirmation; the e-mail is not.
    expect((await contactsOf(gold.api, 'acc-gold')).find((c) => c.sfid === primary?.sfid)).toMatchObject({
      lastname: 'Seagrave',
      email: 'gold@example.com',
    });
    emailChange.send({ type: 'emailChange.confirm' });
    expect(await finished(actor)).toEqual({ result: 'signedOut', email: 'grace.new@example.com' });
    expect(gold.signOuts).toBe(1);
    expect((await contactsOf(gold.api, 'acc-gold')).find((c) => c.sfid === primary?.sfid)?.email).toBe(
      'grace.new@example.com',
    );
    // The login now signs in with the new e-mail.
    expect((await signInSession('grace.new@example.com')).claims.account_id).toBe('acc-gold');
  });

  it('an e-mail another login uses is refused in the dialog; nothing is signed out', async () => {
    const gold = await member('gold@example.com');
    const primary = (await contactsOf(gold.api, 'acc-gold')).find(
      (c) => c.contact_type__c === 'Primary Contact',
    );
    const actor = createActor(provideContactEdit(gold.deps), {
      input: { accountId: 'acc-gold', contact: primary ?? null, memberNumber: 'GC100001' },
    }).start();
    actor.send({
      type: 'contact.submit',
      values: { ...actor.getSnapshot().context.values, email: 'lake@example.com' },
    });
    const emailChange = (await waitFor(actor, (s) => s.matches('changingEmail'))).children
      .emailChange as AnyActorRef;
    emailChange.send({ type: 'emailChange.confirm' });
    const refused = await waitFor(emailChange, (s) => s.matches('confirming') && s.context.failure !== null);
    expect(refused.context.failure).toBe(EMAIL_IN_USE_TEXT);
    expect(gold.signOuts).toBe(0);
    emailChange.send({ type: 'emailChange.cancel' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.values.email).toBe('gold@example.com');
  });

  it('requests the password ticket for the signed-in login, then signs out', async () => {
    const gold = await member('gold@example.com');
    const actor = createActor(providePasswordChange(gold.deps), {
      input: { userId: 'idp|gold', clientId: 'member-portal' },
    }).start();
    actor.send({ type: 'password.change' });
    actor.send({ type: 'password.confirm' });
    const done = await waitFor(actor, (s) => s.status === 'done', { timeout: 5000 });
    expect(done.output?.ticketUrl).toMatch(/password_ticket=.+client_id=member-portal/);
    expect(gold.signOuts).toBe(1);
  });
});
