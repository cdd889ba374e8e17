// Manage Contact & Communication Preferences: an accordion of the account's contacts, each with Edit
// Contact and (never for the Primary Contact) Remove Contact behind a confirmation dialog, and 'Add New
// Contact' (spec §2, §6).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useCallback, useId, useRef, useState } from 'react';
import { deleteContactMutationOptions } from '@/api/queries/contacts';
import { dashboardQueryOptions } from '@/api/queries/dashboard';
import { accountFailureText } from '@/journeys/account/account-failure';
import { contactValuesOf } from '@/machines/account/contact-form';
import { PRIMARY_CONTACT } from '@/machines/account/contact-record';
import { isRemovableContact } from '@/machines/account/primary-contact';
import { MOBILE_PUSH_LABEL, PREFERENCE_LABELS } from '@/screens/account/contact-form';
import { useStepFocus } from '@/flows/runner/use-step-focus';
import { config } from '@/src/config';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Dialog } from '@/ui/dialog';
import { pushFlash } from '@/ui/flash-store';
import { LinkButton } from '@/ui/link-button';
import { Spinner } from '@/ui/spinner';
import { ContactEditor } from './contact-editor';
import type { AccountRecord, ContactRow } from './use-account-data';
import { useSignedInUser } from './use-account-data';

export const ADD_CONTACT_PATH = '/members/account/new';

const fullName = (contact: ContactRow) => `${contact.firstname} ${contact.lastname}`;

/** `area` is where the card sits: the member account page, or the programs account page (its own Add page). */
export function ContactsCard({
  account,
  contacts,
  area = { addPath: ADD_CONTACT_PATH, back: '/members/account' },
}: {
  account: AccountRecord;
  contacts: ContactRow[];
  area?: { addPath: string; back: string };
}) {
  const [open, setOpen] = useState<string | null>(contacts[0]?.sfid ?? null);
  const [removing, setRemoving] = useState<ContactRow | null>(null);
  return (
    <Card
      title="Manage Contact & Communication Preferences"
      actions={
        <LinkButton
          to={area.addPath}
          search={{
            back: area.back,
            account_id: account.sfid,
            account_type: account.account_detail_type__c,
            country: account.shippingcountry ?? '',
            member_contact: account.account_detail_type__c !== 'Partner',
          }}
        >
          Add New Contact
        </LinkButton>
      }
    >
      {contacts.length === 0 ? (
        <p>No contacts on this account yet.</p>
      ) : (
        <ul className="account-contacts">
          {contacts.map((contact) => (
            <ContactItem
              key={contact.sfid}
              account={account}
              contact={contact}
              open={open === contact.sfid}
              onToggle={() => setOpen(open === contact.sfid ? null : contact.sfid)}
              // Spec §6: the account's primary contact stays, whatever its label.
              onRemove={isRemovableContact(contact, contacts) ? () => setRemoving(contact) : null}
            />
          ))}
        </ul>
      )}
      <RemoveContactDialog contact={removing} onClose={() => setRemoving(null)} />
    </Card>
  );
}

interface ContactItemProps {
  account: AccountRecord;
  contact: ContactRow;
  open: boolean;
  onToggle: () => void;
  onRemove: (() => void) | null;
}

function ContactItem({ account, contact, open, onToggle, onRemove }: ContactItemProps) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const finished = useCallback((result: 'saved' | 'closed') => {
    if (result === 'saved') pushFlash('success', 'The contact was saved.');
    setEditing(false);
  }, []);
  // Opening or closing the editor removes the button that was pressed: focus goes to the contact's heading,
  // as on the programs profile card (decision 112), not to the page's body.
  const item = useRef<HTMLLIElement>(null);
  useStepFocus(item, editing ? 'form' : 'details', `${fullName(contact)} ${contact.contact_type__c}`);
  return (
    <li className="account-contacts__item" ref={item}>
      <h3 className="account-contacts__heading">
        <button
          type="button"
          className="account-contacts__toggle"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          id={`${id}-toggle`}
          onClick={onToggle}
        >
          <span>{fullName(contact)}</span>{' '}
          <span className="account-contacts__type">{contact.contact_type__c}</span>
        </button>
      </h3>
      <div
        className="account-contacts__panel"
        id={`${id}-panel`}
        role="region"
        aria-labelledby={`${id}-toggle`}
        hidden={!open}
      >
        {editing ? (
          <EditContact account={account} contact={contact} onFinished={finished} />
        ) : (
          <>
            <ContactDetails contact={contact} />
            <div className="button-row">
              <Button variant="secondary" onClick={() => setEditing(true)}>
                Edit Contact
              </Button>
              {onRemove && (
                <Button variant="secondary" onClick={onRemove}>
                  Remove Contact
                </Button>
              )}
            </div>
          </>
        )}
      </div>
    </li>
  );
}

function ContactDetails({ contact }: { contact: ContactRow }) {
  const values = contactValuesOf(contact);
  const preferences = [
    ...(Object.keys(PREFERENCE_LABELS) as Array<keyof typeof PREFERENCE_LABELS>)
      .filter((field) => values[field])
      .map((field) => PREFERENCE_LABELS[field]),
    ...(values.smsOptIn ? ['SMS Opt-In'] : []),
    ...(values.mobilePushOptIn ? [MOBILE_PUSH_LABEL] : []),
  ];
  return (
    <dl className="account-details">
      <div>
        <dt>Email</dt>
        <dd>{values.email || '—'}</dd>
      </div>
      <div>
        <dt>Home Phone</dt>
        <dd>{values.homePhone || '—'}</dd>
      </div>
      <div>
        <dt>Mobile Phone</dt>
        <dd>{values.mobilePhone || '—'}</dd>
      </div>
      <div>
        <dt>Communication Preferences</dt>
        <dd>{preferences.length > 0 ? preferences.join(', ') : 'None'}</dd>
      </div>
    </dl>
  );
}

interface EditContactProps {
  account: AccountRecord;
  contact: ContactRow;
  onFinished: (result: 'saved' | 'closed') => void;
}

/** The Primary Contact's e-mail change needs a membership number of the account (the login stays linked). */
function EditContact({ account, contact, onFinished }: EditContactProps) {
  const user = useSignedInUser();
  const { api } = useRouteContext({ from: '__root__' });
  const needsMembership = contact.contact_type__c === PRIMARY_CONTACT && !user.social;
  const dashboard = useQuery({ ...dashboardQueryOptions(api, account.sfid), enabled: needsMembership });
  if (needsMembership && dashboard.isPending) return <Spinner label="Loading the contact form…" />;
  const memberNumber = dashboard.data?.memberships[0]?.membership_number__c ?? null;
  return (
    <ContactEditor
      label={`Edit ${fullName(contact)}`}
      input={{
        accountId: account.sfid,
        contact,
        memberContact: account.account_detail_type__c !== 'Partner',
        social: user.social,
        memberNumber,
      }}
      onFinished={onFinished}
    />
  );
}

function RemoveContactDialog({ contact, onClose }: { contact: ContactRow | null; onClose: () => void }) {
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const remove = useMutation(deleteContactMutationOptions(api, queryClient));
  if (!contact) return null;
  const name = fullName(contact);
  const confirm = () =>
    remove.mutate(
      { sfid: contact.sfid, id: contact.id },
      {
        onSuccess: () => pushFlash('success', `${name} was removed from your account.`),
        onError: (error) => pushFlash('failure', accountFailureText(error, config.supportPhone)),
        onSettled: () => {
          remove.reset();
          onClose();
        },
      },
    );
  return (
    <Dialog
      open
      title="Remove Contact"
      {...(remove.isPending ? {} : { onClose })}
      actions={
        <>
          <Button busy={remove.isPending} onClick={confirm}>
            {remove.isPending ? 'Removing…' : 'Yes, Remove'}
          </Button>
          <Button variant="secondary" disabled={remove.isPending} onClick={onClose}>
            Cancel
          </Button>
        </>
      }
    >
      <p>Are you sure you want to remove {name} from your account?</p>
    </Dialog>
  );
}
