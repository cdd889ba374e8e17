// The signed-in member's account and contacts (spec §7: on account fetch the account area loads account
// and contacts), through the account and contacts query factories.
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { accountQueryOptions } from '@/api/queries/account';
import { contactsQueryOptions } from '@/api/queries/contacts';
import { useSession } from '@/src/auth/session-context';

export function useSignedInUser() {
  const session = useSession();
  if (session.status !== 'signed-in') throw new Error('The account pages are for signed-in members.');
  return session.user;
}

export function useAccountData() {
  const user = useSignedInUser();
  const { api } = useRouteContext({ from: '__root__' });
  const accountId = user.account_id ?? '';
  const account = useQuery({ ...accountQueryOptions(api, accountId), enabled: accountId !== '' });
  const contacts = useQuery({ ...contactsQueryOptions(api, accountId), enabled: accountId !== '' });
  return { user, accountId, account, contacts };
}

export type AccountData = ReturnType<typeof useAccountData>;
export type AccountRecord = NonNullable<AccountData['account']['data']>;
export type ContactRow = NonNullable<AccountData['contacts']['data']>[number];
