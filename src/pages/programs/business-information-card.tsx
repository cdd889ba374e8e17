// The account page's Business Information card (companion spec §2.3 'Account page', §2.6): the business as
// members see it, and with (Edit), or `form_open` in the link, the business profile form; a saved profile
// closes the form and the account is read again. A form left open with typed values reopens with them after
// a reload (decision 164); Cancel forgets them.
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { accountKeys } from '@/api/queries/account';
import { partnerKeys, type PartnerAccount } from '@/api/queries/partner';
import { pageFlowKept, usePageFlow } from '@/flows/use-page-flow';
import { useResultFocus } from '@/flows/runner/use-result-focus';
import { formDraftKept } from '@/screens/forms/form-draft';
import { partnerProfileFlow } from '@/journeys/partner-profile/partner-profile.journey';
import { businessProfileOf } from '@/machines/partner/business-profile-form';
import { BusinessProfileScreen, profileDraftKey } from '@/screens/partner-profile/business-profile-screen';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { pushFlash } from '@/ui/flash-store';
import { externalHref } from './partner-account-card';

function ProfileForm({ account, onClose }: { account: PartnerAccount; onClose: () => void }) {
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const { actor, discard } = usePageFlow(partnerProfileFlow, api, {
    input: { sfid: account.sfid, id: account.id, values: businessProfileOf(account) },
    scope: account.sfid,
  });
  const snapshot = useSelector(actor, (s) => s);
  const done = snapshot.status === 'done';
  useEffect(() => {
    if (!done) return;
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: partnerKeys.all }),
      queryClient.invalidateQueries({ queryKey: accountKeys.all }),
    ]).then(() => {
      pushFlash('success', 'Your business information was saved.');
      onClose();
    });
  }, [done, queryClient, onClose]);
  const cancel = () => {
    discard();
    onClose();
  };
  // A refused or failed save: focus on the invalid field or the alert, the engine's rule (decision 222).
  const root = useRef<HTMLDivElement>(null);
  useResultFocus(root, 'profile', snapshot);
  return (
    <div ref={root}>
      <BusinessProfileScreen snapshot={snapshot} send={actor.send} onCancel={cancel} />
    </div>
  );
}

const BUSINESS_INFORMATION = 'Business Information';

const line = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join(', ');

export function BusinessInformationCard({
  account,
  startOpen,
}: {
  account: PartnerAccount;
  startOpen: boolean;
}) {
  const [editing, setEditing] = useState(
    () =>
      startOpen ||
      pageFlowKept(partnerProfileFlow, account.sfid) ||
      formDraftKept(profileDraftKey(account.sfid)),
  );
  const close = useMemo(() => () => setEditing(false), []);
  const rows: Array<[string, React.ReactNode]> = [
    ['Business Name', account.name],
    ['Description', account.partner_description__c || '—'],
    ['Phone', account.phone || '—'],
    ['Public E-mail', account.public_facing_email_address__c || '—'],
    [
      'Website',
      account.public_facing_url__c ? (
        <a href={externalHref(account.public_facing_url__c)}>{account.public_facing_url__c}</a>
      ) : (
        '—'
      ),
    ],
    [
      'Public Address',
      line(
        account.shippingstreet,
        account.shippingcity,
        account.shippingstate,
        account.shippingpostalcode,
        account.shippingcountry,
      ) || '—',
    ],
    [
      'Mailing Address',
      line(
        account.billingstreet,
        account.billingcity,
        account.billingstate,
        account.billingpostalcode,
        account.billingcountry,
      ) || 'Same as the public address',
    ],
    ...(
      [
        ['Instagram', account.partner_instagram__c],
        ['Facebook', account.partner_facebook__c],
        ['LinkedIn', account.partner_linkedin__c],
      ] as const
    ).map(([label, url]): [string, React.ReactNode] => [
      label,
      url ? <a href={externalHref(url)}>{url}</a> : '—',
    ]),
  ];
  return (
    <Card
      title={BUSINESS_INFORMATION}
      // Opening or closing the form removes the control that was pressed ((Edit), Save, Cancel): focus
      // goes to the card's heading (decision 112).
      view={editing ? 'form' : 'details'}
      actions={
        editing ? undefined : (
          <Button variant="link" aria-label="Edit Business Information" onClick={() => setEditing(true)}>
            (Edit)
          </Button>
        )
      }
    >
      {editing ? (
        <ProfileForm account={account} onClose={close} />
      ) : (
        <dl className="account-details">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
