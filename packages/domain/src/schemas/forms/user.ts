import * as v from 'valibot';
import { PASSWORD_MAX_LENGTH } from '../../constants.ts';
import { isValidCpf, stripCpf } from '../../cpf.ts';
import { messages } from '../../messages.ts';
import { emailField, formObject, requiredText, single } from './fields.ts';

/** A required CPF, masked or bare; the output is its 11 digits. */
export const cpfField = single(
  v.pipe(
    v.string(messages.cpfRequired),
    v.trim(),
    v.nonEmpty(messages.cpfRequired),
    v.check((value) => isValidCpf(value), messages.cpfInvalid),
    v.transform(stripCpf),
  ),
);

function passwordField(required: string) {
  return single(
    v.pipe(
      v.string(required),
      v.nonEmpty(required),
      v.maxLength(PASSWORD_MAX_LENGTH, messages.maxLength(PASSWORD_MAX_LENGTH)),
    ),
  );
}

const userBodyFields = {
  cpf: cpfField,
  email: emailField(),
  firstName: requiredText(messages.firstNameRequired),
  lastName: requiredText(messages.lastNameRequired),
  password: passwordField(messages.passwordRequired),
};

/**
 * The PATCH /users/<id> body and the user edit form: the same fields without the password (a
 * password is changed by its own call).
 */
export const userUpdateBodySchema = formObject({
  cpf: userBodyFields.cpf,
  email: userBodyFields.email,
  firstName: userBodyFields.firstName,
  lastName: userBodyFields.lastName,
});
export type UserUpdateInput = v.InferInput<typeof userUpdateBodySchema>;
export type UserUpdateBody = v.InferOutput<typeof userUpdateBodySchema>;

/** The POST /users body as the server receives it: the same fields, without the confirmation. */
export const userCreateBodySchema = formObject(userBodyFields);

/**
 * User add form. Output is exactly the POST /users body: cpf (digits), email, firstName,
 * lastName, password. A mismatch is reported on confirmPassword.
 */
export const userCreateSchema = v.pipe(
  formObject({
    ...userBodyFields,
    confirmPassword: passwordField(messages.confirmPasswordRequired),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      messages.passwordsMismatch,
    ),
    ['confirmPassword'],
  ),
  v.transform(({ cpf, email, firstName, lastName, password }) => ({
    cpf,
    email,
    firstName,
    lastName,
    password,
  })),
);

export type UserCreateInput = v.InferInput<typeof userCreateSchema>;
export type UserCreateBody = v.InferOutput<typeof userCreateSchema>;
