// Real actors of the contact-edit chart: POST or PATCH /contacts through the contacts query factory,
// the contact list refetch (spec §7: a successful contact change refetches the list), and the
// e-mail-change chart with its own real actors.
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import {
  contactKeys,
  createContactMutationOptions,
  updateContactMutationOptions,
  type ContactCreate,
  type ContactUpdate,
} from '@/api/queries/contacts';
import type { ContactRecord } from '@/machines/account/contact-record';
import { contactEditMachine, type SaveContactInput } from '@/machines/contact-edit.machine';
import { withAccountFailureText } from '@/journeys/account/account-failure';
import { provideEmailChange, type SignOutDeps } from '@/journeys/account/email-change.actors';

export interface ContactEditDeps extends SignOutDeps {
  queryClient: QueryClient;
}

export function contactEditActors(deps: ContactEditDeps) {
  const { api, queryClient, supportPhone } = deps;
  const create = createContactMutationOptions(api, queryClient).mutationFn;
  const update = updateContactMutationOptions(api, queryClient).mutationFn;
  return {
    saveContact: fromPromise<ContactRecord, SaveContactInput>(({ input }) =>
      withAccountFailureText(supportPhone, async () => {
        if (!create || !update) throw new Error('The contacts factory has no mutation.');
        return input.kind === 'create'
          ? create(input.body as ContactCreate, undefined as never)
          : update(input.body as ContactUpdate, undefined as never);
      }),
    ),
    refetchContacts: fromPromise<unknown, void>(() =>
      queryClient.invalidateQueries({ queryKey: contactKeys.all }),
    ),
    emailChange: provideEmailChange(deps),
  };
}

export const provideContactEdit = (deps: ContactEditDeps) =>
  contactEditMachine.provide({ actors: contactEditActors(deps) });
