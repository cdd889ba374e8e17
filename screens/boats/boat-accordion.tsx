// The boat list accordion of a membership (spec §2): a Primary Boat card and, for the types that carry
// several boats (decision 170), an Additional Boats card; each boat a row whose header is its name and whose
// panel shows its details and its home port with a map of the pin. No boats: the §8 empty state. Shared by
// the boats page and the per-membership page; each passes the row's actions.
import { useId, useState, type ReactNode } from 'react';
import { boatsOnFile, carriesAdditionalBoats, NO_PRIMARY_BOAT } from '@/machines/boats/boat-list';
import { Card } from '@/ui/card';
import { ADDITIONAL_BOATS_TITLE, NO_BOATS, PRIMARY_BOAT_TITLE } from './boat-headings';
import { BoatMap } from './boat-map';
import type { BoatView } from './boat-view';

export interface BoatCardsProps {
  boats: BoatView[];
  membershipType: string;
  /** A row's buttons or links ('Edit Boat', 'Remove Boat'). */
  actions: (boat: BoatView) => ReactNode;
  /** 'Add a New Boat' and 'Add Other' (shown in the empty state and under the additional boats). */
  adding: ReactNode;
  /** Heading level of the cards' titles (the rows' are one below); 2 by default. */
  level?: 2 | 3;
}

export function BoatCards({ boats, membershipType, actions, adding, level = 2 }: BoatCardsProps) {
  const { primary, additional } = boatsOnFile(boats);
  const [open, setOpen] = useState<string | null>(primary?.sfid ?? null);
  const row = (boat: BoatView) => (
    <BoatRow
      key={boat.sfid}
      boat={boat}
      open={open === boat.sfid}
      onToggle={() => setOpen(open === boat.sfid ? null : boat.sfid)}
      actions={actions(boat)}
      level={level === 2 ? 3 : 4}
    />
  );
  if (!primary && additional.length === 0) {
    return (
      <Card title={PRIMARY_BOAT_TITLE} level={level}>
        <p className="boats-empty">{NO_BOATS}</p>
        <div className="button-row">{adding}</div>
      </Card>
    );
  }
  const several = carriesAdditionalBoats(membershipType) || additional.length > 0;
  return (
    <>
      <Card title={PRIMARY_BOAT_TITLE} level={level}>
        {primary ? <ul className="boat-list">{row(primary)}</ul> : <p>{NO_PRIMARY_BOAT}</p>}
      </Card>
      {several && (
        <Card title={ADDITIONAL_BOATS_TITLE} level={level}>
          {additional.length > 0 ? (
            <ul className="boat-list">{additional.map(row)}</ul>
          ) : (
            <p className="boats-empty">No additional boats yet.</p>
          )}
          <div className="button-row">{adding}</div>
        </Card>
      )}
    </>
  );
}

interface BoatRowProps {
  boat: BoatView;
  open: boolean;
  onToggle: () => void;
  actions: ReactNode;
  level: 3 | 4;
}

function BoatRow({ boat, open, onToggle, actions, level }: BoatRowProps) {
  const id = useId();
  const Heading = `h${level}` as const;
  return (
    <li className="boat-list__item">
      <Heading className="boat-list__heading">
        <button
          type="button"
          className="boat-list__toggle"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          id={`${id}-toggle`}
          onClick={onToggle}
        >
          {boat.name}
        </button>
      </Heading>
      <div
        className="boat-list__panel"
        id={`${id}-panel`}
        role="region"
        aria-labelledby={`${id}-toggle`}
        hidden={!open}
      >
        {open && <BoatDetails boat={boat} level={level === 3 ? 4 : 5} />}
        <div className="button-row">{actions}</div>
      </div>
    </li>
  );
}

function BoatDetails({ boat, level }: { boat: BoatView; level: 4 | 5 }) {
  const port = boat.homePort;
  const Heading = `h${level}` as const;
  return (
    <div className="boat-details">
      <dl className="boat-details__facts">
        {boat.details.map(({ label, value }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <section className="boat-details__port" aria-label={`Home Port Details of ${boat.name}`}>
        <Heading>Home Port Details</Heading>
        {port ? (
          <>
            <p>
              <strong>{port.name || port.type}</strong> ({port.type})
              <br />
              {port.address}
            </p>
            {port.lat !== null && port.lng !== null && (
              <BoatMap lat={port.lat} lng={port.lng} label={`Map of the home port of ${boat.name}`} />
            )}
          </>
        ) : (
          <p>No home port set.</p>
        )}
      </section>
    </div>
  );
}
