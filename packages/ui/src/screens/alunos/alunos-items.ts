import {
  brazilianStateLabels,
  brazilianStates,
  ethnicities,
  ethnicityLabels,
  genderLabels,
  genders,
  locationZoneLabels,
  locationZones,
  nationalities,
  nationalityLabels,
} from '@lousa/domain';
import type { SelectOption } from '../../components/select';

/** The choices of the student form's lists, from the domain's labels. */
export const genderItems: SelectOption[] = genders.map((value) => ({
  value,
  label: genderLabels[value],
}));
export const ethnicityItems: SelectOption[] = ethnicities.map((value) => ({
  value,
  label: ethnicityLabels[value],
}));
export const nationalityItems: SelectOption[] = nationalities.map((value) => ({
  value,
  label: nationalityLabels[value],
}));
export const locationZoneItems: SelectOption[] = locationZones.map((value) => ({
  value,
  label: locationZoneLabels[value],
}));
/** The 27 UFs, shown as 'SP — São Paulo'. */
export const stateItems: SelectOption[] = brazilianStates.map((value) => ({
  value,
  label: `${value} — ${brazilianStateLabels[value]}`,
}));
