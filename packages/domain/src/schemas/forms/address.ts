import * as v from 'valibot';
import { STREET_MIN_LENGTH } from '../../constants.ts';
import { messages } from '../../messages.ts';
import { formObject, optionalText, requiredText, requiredTextMin, single } from './fields.ts';

/** A required CEP, masked (00.000-000) or bare; the output is its 8 digits. */
export const zipCodeField = single(
  v.pipe(
    v.string(messages.zipCodeRequired),
    v.trim(),
    v.nonEmpty(messages.zipCodeRequired),
    v.transform((value) => value.replace(/[.\-\s]/g, '')),
    v.regex(/^\d{8}$/, messages.zipCodeInvalid),
  ),
);

/** Address block of the school-unit form (and of any other address). */
export const addressSchema = formObject({
  street: requiredTextMin(messages.streetRequired, STREET_MIN_LENGTH, messages.streetMin),
  number: requiredText(messages.numberRequired),
  complement: optionalText(),
  neighborhood: requiredText(messages.neighborhoodRequired),
  city: requiredText(messages.cityRequired),
  state: requiredText(messages.stateRequired),
  zipCode: zipCodeField,
});

export type AddressInput = v.InferInput<typeof addressSchema>;
export type AddressBody = v.InferOutput<typeof addressSchema>;
