// The dashboard's boat records of a membership as the boats screens show them (spec §2 details, §3 UI
// names): the form values 'Edit Boat' starts from are the renewal's reading of a boat record (`boatFormOf`),
// so a boat on file opens the same way in the renewal and on the boats page.
import type { DashboardMembership } from '@/api/queries/dashboard';
import { boatFormOf } from '@/journeys/renewal/renewal.actors';
import type { BoatView } from '@/screens/boats/boat-view';

type BoatRecord = DashboardMembership['boats'][number];

const shown = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/** The other-boat form's name when the record has none worth showing (a club boat). */
function displayName(boat: BoatRecord): string {
  const name = boat.name__c.trim();
  if (name) return name;
  return boat.name_of_boat_club__c || boat.no_boat_reason__c || 'Boat';
}

export function boatViewOf(boat: BoatRecord, membership: DashboardMembership): BoatView {
  const port = boat.home_port_type__c
    ? {
        type: boat.home_port_type__c,
        name: boat.marina_name__c ?? '',
        address:
          boat.address__c ?? [boat.home_port_city__c, boat.home_port_state__c].filter(Boolean).join(', '),
        lat: boat.geolocation__latitude__s ?? null,
        lng: boat.geolocation__longitude__s ?? null,
      }
    : null;
  return {
    sfid: boat.sfid,
    id: boat.id,
    name: displayName(boat),
    primary: boat.primary_boat__c,
    status: boat.boat_status__c ?? null,
    noBoatReason: boat.no_boat_reason__c ?? null,
    details: boat.no_boat_reason__c
      ? [
          { label: 'Reason', value: boat.no_boat_reason__c },
          ...(boat.name_of_boat_club__c ? [{ label: 'Boat Club', value: boat.name_of_boat_club__c }] : []),
        ]
      : [
          { label: 'Reg/Doc#', value: shown(boat.registration_document__c) },
          { label: 'Color', value: shown(boat.color__c) },
          { label: 'Hull Type', value: shown(boat.hull_type__c) },
          { label: 'Fuel Type', value: shown(boat.fuel_type__c) },
          { label: 'Engine Type', value: shown(boat.engine_type__c) },
          { label: 'Number of Engines', value: shown(boat.number_of_engines__c) },
        ],
    homePort: port,
    form: boatFormOf(boat, membership),
  };
}

export const boatViewsOf = (membership: DashboardMembership): BoatView[] =>
  membership.boats.map((boat) => boatViewOf(boat, membership));
