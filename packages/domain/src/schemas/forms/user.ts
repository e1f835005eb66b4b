import * as v from 'valibot';
import { PASSWORD_MAX_LENGTH } from '../../constants.ts';
import { isValidCpf, stripCpf } from '../../cpf.ts';
import { messages } from '../../messages.ts';
import { emailField, formObject, requiredText, single, uuidListField } from './fields.ts';

/** The shortest password accepted for a new or changed password. */
export const PASSWORD_MIN_LENGTH = 8;

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

/** A password typed to be checked (sign-in, the current password): present, not too long. */
function passwordField(required: string) {
  return single(
    v.pipe(
      v.string(required),
      v.nonEmpty(required),
      v.maxLength(PASSWORD_MAX_LENGTH, messages.maxLength(PASSWORD_MAX_LENGTH)),
    ),
  );
}

/**
 * A new password (a new user's, or a changed one): at least 8 characters. The server also
 * refuses the most common passwords ('Essa senha é muito comum. Escolha outra.') and one equal
 * to the account's e-mail or CPF (`passwordLooksLikeLogin`).
 */
export function newPasswordField(required: string = messages.passwordRequired) {
  return single(
    v.pipe(
      v.string(required),
      v.nonEmpty(required),
      v.minLength(PASSWORD_MIN_LENGTH, messages.passwordTooShort),
      v.maxLength(PASSWORD_MAX_LENGTH, messages.maxLength(PASSWORD_MAX_LENGTH)),
    ),
  );
}

/** Whether a password is the account's e-mail or CPF (case, spaces and CPF mask aside). */
export function passwordLooksLikeLogin(
  password: string,
  account: { email?: string | null; cpf?: string | null },
): boolean {
  const typed = password.trim().toLowerCase();
  if (!typed) return false;
  const email = account.email?.trim().toLowerCase();
  if (email && (typed === email || typed === email.split('@')[0])) return true;
  const cpf = account.cpf ? stripCpf(account.cpf) : '';
  return cpf.length > 0 && stripCpf(typed) === cpf && /^[\d.\-\s]+$/.test(typed);
}

/** The role a user holds, or null for none (such a user can use no data route). */
const roleIdField = v.nullable(
  v.pipe(v.string(messages.roleInvalid), v.uuid(messages.roleInvalid)),
);

const userBodyFields = {
  cpf: cpfField,
  email: emailField(),
  firstName: requiredText(messages.firstNameRequired),
  lastName: requiredText(messages.lastNameRequired),
  password: newPasswordField(messages.passwordRequired),
  roleId: v.optional(roleIdField, null),
  schoolUnitIds: v.optional(uuidListField(messages.schoolUnitsInvalid), []),
};

/**
 * A password an administrator sets on edit ('Nova senha'): optional, empty or null reads as
 * absent (the password stays); when given, the rules of a new password.
 */
const resetPasswordField = v.optional(
  v.pipe(
    v.nullable(v.string(messages.invalidFormat), ''),
    v.transform((value) => (value === '' ? undefined : value)),
    v.optional(newPasswordField()),
  ),
);

/**
 * The PATCH /users/<id> body and the user edit form: the same fields, the password optional. A
 * password given here is a reset by an administrator: the user must choose a new one at the next
 * sign-in (a user changes their own password by its own call).
 */
export const userUpdateBodySchema = v.pipe(
  formObject({
    cpf: userBodyFields.cpf,
    email: userBodyFields.email,
    firstName: userBodyFields.firstName,
    lastName: userBodyFields.lastName,
    roleId: userBodyFields.roleId,
    schoolUnitIds: userBodyFields.schoolUnitIds,
    active: v.optional(v.boolean(messages.activeInvalid), true),
    password: resetPasswordField,
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['email'], ['cpf']],
      (input) => input.password === undefined || !passwordLooksLikeLogin(input.password, input),
      messages.passwordLikeLogin,
    ),
    ['password'],
  ),
  // A password left empty is not sent at all (a PATCH's absent field keeps the value; the edit
  // form would otherwise send it as null).
  v.transform((body) => {
    const { password, ...rest } = body;
    return password === undefined ? (rest as typeof body) : body;
  }),
);
export type UserUpdateInput = v.InferInput<typeof userUpdateBodySchema>;
export type UserUpdateBody = v.InferOutput<typeof userUpdateBodySchema>;

/** The POST /users body as the server receives it: the same fields, without the confirmation. */
export const userCreateBodySchema = v.pipe(
  formObject(userBodyFields),
  v.forward(
    v.partialCheck(
      [['password'], ['email'], ['cpf']],
      (input) => !passwordLooksLikeLogin(input.password, input),
      messages.passwordLikeLogin,
    ),
    ['password'],
  ),
);

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
      [['password'], ['email'], ['cpf']],
      (input) => !passwordLooksLikeLogin(input.password, input),
      messages.passwordLikeLogin,
    ),
    ['password'],
  ),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      messages.passwordsMismatch,
    ),
    ['confirmPassword'],
  ),
  v.transform(({ cpf, email, firstName, lastName, password, roleId, schoolUnitIds }) => ({
    cpf,
    email,
    firstName,
    lastName,
    password,
    roleId,
    schoolUnitIds,
  })),
);

/** POST /auth/change-password. */
export const changePasswordBodySchema = formObject({
  currentPassword: passwordField(messages.currentPasswordRequired),
  newPassword: newPasswordField(messages.newPasswordRequired),
});
export type ChangePasswordBody = v.InferOutput<typeof changePasswordBodySchema>;

/**
 * The 'Alterar senha' form: current, new and its confirmation; the output is the
 * POST /auth/change-password body.
 */
export const changePasswordFormSchema = v.pipe(
  formObject({
    currentPassword: passwordField(messages.currentPasswordRequired),
    newPassword: newPasswordField(messages.newPasswordRequired),
    confirmPassword: passwordField(messages.confirmPasswordRequired),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (input) => input.newPassword === input.confirmPassword,
      messages.passwordsMismatch,
    ),
    ['confirmPassword'],
  ),
  v.forward(
    v.partialCheck(
      [['currentPassword'], ['newPassword']],
      (input) => input.currentPassword !== input.newPassword,
      messages.newPasswordSameAsCurrent,
    ),
    ['newPassword'],
  ),
  v.transform(({ currentPassword, newPassword }) => ({ currentPassword, newPassword })),
);
export type ChangePasswordInput = v.InferInput<typeof changePasswordFormSchema>;

export type UserCreateInput = v.InferInput<typeof userCreateSchema>;
export type UserCreateBody = v.InferOutput<typeof userCreateSchema>;
