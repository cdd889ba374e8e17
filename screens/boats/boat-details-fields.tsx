// The optional details of an owned boat (spec §3 Boat UI names, §9 lists): color, hull, engine, fuel,
// number of engines and registration. Folded by default so the required fields stay in front.
import { FormField } from '@/ui/form-field';
import { SelectField } from '@/ui/select-field';
import {
  ENGINE_COUNTS,
  ENGINE_TYPES,
  FUEL_TYPES,
  HULL_TYPES,
  type PurchaseBoat,
} from '@/machines/purchase/boat-form';

type Details = Pick<
  PurchaseBoat,
  'boatColor' | 'hullType' | 'engineType' | 'fuelType' | 'numberOfEngines' | 'registrationNumber'
>;

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export function BoatDetailsFields({ boat, set }: { boat: Details; set: (patch: Partial<Details>) => void }) {
  const given = Object.values(boat).some((value) => value !== '');
  return (
    <details className="purchase-boat-details" open={given || undefined}>
      <summary>More about your boat (optional)</summary>
      <div className="purchase-form__row">
        <FormField
          label="Boat Color"
          maxLength={40}
          value={boat.boatColor}
          onChange={(e) => set({ boatColor: e.target.value })}
        />
        <FormField
          label="Registration / Documentation Number"
          maxLength={40}
          value={boat.registrationNumber}
          onChange={(e) => set({ registrationNumber: e.target.value })}
        />
        <SelectField
          label="Hull Type"
          placeholder="Select hull type..."
          options={options(HULL_TYPES)}
          value={boat.hullType}
          onChange={(e) => set({ hullType: e.target.value })}
        />
        <SelectField
          label="Engine Type"
          placeholder="Select engine type..."
          options={options(ENGINE_TYPES)}
          value={boat.engineType}
          onChange={(e) => set({ engineType: e.target.value })}
        />
        <SelectField
          label="Fuel Type"
          placeholder="Select fuel type..."
          options={options(FUEL_TYPES)}
          value={boat.fuelType}
          onChange={(e) => set({ fuelType: e.target.value })}
        />
        <SelectField
          label="Number of Engines"
          placeholder="Select..."
          options={options(ENGINE_COUNTS)}
          value={boat.numberOfEngines}
          onChange={(e) => set({ numberOfEngines: e.target.value })}
        />
      </div>
    </details>
  );
}
