import * as v from 'valibot';
import { PASSWORD_MAX_LENGTH, TEXT_MAX_LENGTH } from '../../constants.ts';
import { isValidCpf, stripCpf } from '../../cpf.ts';
import { messages } from '../../messages.ts';
import { formObject, isEmail, single } from './fields.ts';

/** Sign-in: login is an e-mail or a CPF (formatted or not); a CPF is sent as digits. */
export const loginSchema = formObject({
  login: single(
    v.pipe(
      v.string(messages.loginRequired),
      v.trim(),
      v.nonEmpty(messages.loginRequired),
      v.maxLength(TEXT_MAX_LENGTH, messages.loginInvalid),
      v.check((value) => isEmail(value) || isValidCpf(value), messages.loginInvalid),
      v.transform((value) => (isEmail(value) ? value.toLowerCase() : stripCpf(value))),
    ),
  ),
  password: single(
    v.pipe(
      v.string(messages.passwordRequired),
      v.nonEmpty(messages.passwordRequired),
      v.maxLength(PASSWORD_MAX_LENGTH, messages.maxLength(PASSWORD_MAX_LENGTH)),
    ),
  ),
});

export type LoginInput = v.InferInput<typeof loginSchema>;
export type LoginBody = v.InferOutput<typeof loginSchema>;
