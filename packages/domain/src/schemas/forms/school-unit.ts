import * as v from 'valibot';
import { isValidCnpj, stripCnpj } from '../../cnpj.ts';
import {
  PRINCIPAL_NAME_MIN_LENGTH,
  SCHOOL_UNIT_NAME_MIN_LENGTH,
  TEXT_MAX_LENGTH,
} from '../../constants.ts';
import { areas } from '../../labels.ts';
import { messages } from '../../messages.ts';
import { addressSchema } from './address.ts';
import {
  choiceField,
  formObject,
  isEmail,
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

/** An optional e-mail: missing, null or '' becomes undefined. */
const optionalEmail = v.optional(
  single(
    v.pipe(
      v.nullable(v.string(messages.emailInvalid), ''),
      v.trim(),
      v.maxLength(TEXT_MAX_LENGTH, messages.emailInvalid),
      v.check((value) => value === '' || isEmail(value), messages.emailInvalid),
      v.transform((value) => (value === '' ? undefined : value.toLowerCase())),
    ),
  ),
);

/** An optional phone, masked (00) 00000-0000 or bare: 11 digits; missing, null or '' becomes undefined. */
const optionalPhone = v.optional(
  single(
    v.pipe(
      v.nullable(v.string(messages.phoneInvalid), ''),
      v.transform((value) => value.replace(/[()\-\s]/g, '')),
      v.check((value) => value === '' || /^\d{11}$/.test(value), messages.phoneInvalid),
      v.transform((value) => (value === '' ? undefined : value)),
    ),
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
  email: optionalEmail,
  phone: optionalPhone,
});

export type SchoolUnitCreateInput = v.InferInput<typeof schoolUnitCreateSchema>;
export type SchoolUnitCreateBody = v.InferOutput<typeof schoolUnitCreateSchema>;
