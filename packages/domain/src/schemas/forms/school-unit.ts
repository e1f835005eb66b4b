import * as v from 'valibot';
import { isValidCnpj, stripCnpj } from '../../cnpj.ts';
import { PRINCIPAL_NAME_MIN_LENGTH, SCHOOL_UNIT_NAME_MIN_LENGTH } from '../../constants.ts';
import { areas } from '../../labels.ts';
import { messages } from '../../messages.ts';
import { addressSchema } from './address.ts';
import {
  choiceField,
  formObject,
  optionalEmailField,
  optionalPhoneField,
  optionalText,
  requiredTextMin,
  single,
} from './fields.ts';

/** A required CNPJ (numeric or alphanumeric), masked or bare; the output is its 14 characters. */
export const cnpjField = single(
  v.pipe(
    v.string(messages.cnpjRequired),
    v.trim(),
    v.nonEmpty(messages.cnpjRequired),
    v.check((value) => isValidCnpj(value), messages.cnpjInvalid),
    v.transform(stripCnpj),
  ),
);

/** School-unit add form; output is the POST /school-units body. */
export const schoolUnitCreateSchema = formObject({
  cnpj: cnpjField,
  name: requiredTextMin(
    messages.schoolUnitNameRequired,
    SCHOOL_UNIT_NAME_MIN_LENGTH,
    messages.schoolUnitNameMin,
  ),
  address: addressSchema,
  area: choiceField(areas, messages.areaRequired, messages.areaInvalid),
  principalName: requiredTextMin(
    messages.principalNameRequired,
    PRINCIPAL_NAME_MIN_LENGTH,
    messages.principalNameMin,
  ),
  inepCode: optionalText(),
  email: optionalEmailField,
  phone: optionalPhoneField,
});

export type SchoolUnitCreateInput = v.InferInput<typeof schoolUnitCreateSchema>;
export type SchoolUnitCreateBody = v.InferOutput<typeof schoolUnitCreateSchema>;
