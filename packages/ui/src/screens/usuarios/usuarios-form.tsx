import { useMe, useResourceAll } from '@lousa/api-client';
import {
  masks,
  NETWORK_WIDE,
  rolesResource,
  schoolUnitsResource,
  serverMessages,
  type User,
  userCreateSchema,
  usersResource,
  userUpdateBodySchema,
} from '@lousa/domain';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { grid } from 'styled-system/patterns';
import {
  FormDialogForm,
  MaskFormField,
  MultiSelectFormField,
  PasswordFormField,
  type ResourceFormProps,
  SelectFormField,
  TextFormField,
  useResourceForm,
} from '../../components/registry';
import { usuariosLabels as labels } from './labels';

const twoColumns = grid({ columns: { base: 1, sm: 2 }, gap: '4' });

/** A choice of the form's lists, plus the record's own ones the lists may lack. */
const choice = ({ id, name }: { id: string; name: string }) => ({ value: id, label: name });
function withOwn(
  listed: readonly { id: string; name: string }[] | undefined,
  own: readonly { id: string; name: string }[],
) {
  const items = (listed ?? []).map(choice);
  const missing = own.filter((record) => !items.some((item) => item.value === record.id));
  return [...items, ...missing.map(choice)];
}

/**
 * The user form, to add or edit (`item`): CPF (masked, check digits), e-mail, names, the role
 * ('Atribuição', from GET /roles, or 'Sem atribuição') and the units the person works in
 * ('Unidades Escolares', from GET /school-units). Adding also asks for the password and its
 * confirmation (`userCreateSchema`: 8 characters at least, not the e-mail or CPF). Editing keeps
 * the user's situation and offers 'Nova senha' (`userUpdateBodySchema`: the same rules; sent
 * only when filled): an administrator's reset, after which the person chooses their own password
 * at the next sign-in. On one's own account it is disabled and says where one's own password is
 * changed (the server refuses the reset there).
 */
export function UsuariosForm({ item, onDone }: ResourceFormProps<User>) {
  const roles = useResourceAll(rolesResource);
  const units = useResourceAll(schoolUnitsResource);
  const me = useMe().data;
  const own = item !== undefined && me?.id === item.id;
  const { form, submit, isSubmitting } = useResourceForm(usersResource, {
    item,
    schema: item ? userUpdateBodySchema : userCreateSchema,
    defaultValues: {
      cpf: '',
      email: '',
      firstName: '',
      lastName: '',
      password: '',
      confirmPassword: '',
      roleId: null,
      schoolUnitIds: [],
    },
    valuesOf: (user) => ({
      cpf: user.cpf,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      roleId: user.role?.id ?? null,
      schoolUnitIds: user.schoolUnits.map((unit) => unit.id),
      active: user.active,
      password: '',
    }),
    onSuccess: onDone,
  });
  const { control } = form;
  const roleId = useWatch({ control, name: 'roleId' });
  const roleItems = useMemo(
    () => withOwn(roles.data, item?.role ? [item.role] : []),
    [roles.data, item],
  );
  const unitItems = useMemo(() => withOwn(units.data, item?.schoolUnits ?? []), [units.data, item]);
  const networkWide = roles.data
    ?.find((role) => role.id === roleId)
    ?.permissions.includes(NETWORK_WIDE);
  return (
    <FormDialogForm onSubmit={submit} isSubmitting={isSubmitting}>
      <MaskFormField
        control={control}
        name="cpf"
        label={labels.cpf}
        required
        mask={masks.cpf}
        placeholder={labels.cpfPlaceholder}
      />
      <TextFormField
        control={control}
        name="email"
        label={labels.email}
        required
        type="email"
        autoComplete="off"
        placeholder={labels.emailPlaceholder}
      />
      <div className={twoColumns}>
        <TextFormField control={control} name="firstName" label={labels.firstName} required />
        <TextFormField control={control} name="lastName" label={labels.lastName} required />
      </div>
      <SelectFormField
        control={control}
        name="roleId"
        label={labels.role}
        items={roleItems}
        emptyChoice={labels.noRole}
      />
      <MultiSelectFormField
        control={control}
        name="schoolUnitIds"
        label={labels.schoolUnits}
        items={unitItems}
        placeholder={labels.schoolUnitsPlaceholder}
        helperText={networkWide ? labels.networkWideHelp : labels.schoolUnitsHelp}
      />
      {item ? (
        <PasswordFormField
          control={control}
          name="password"
          label={labels.newPassword}
          helperText={own ? serverMessages.cannotResetOwnPassword : labels.newPasswordHelp}
          // Until /me answers, whether this is one's own account is not known: disabled meanwhile.
          disabled={!me || own}
          autoComplete="new-password"
        />
      ) : (
        <div className={twoColumns}>
          <PasswordFormField
            control={control}
            name="password"
            label={labels.password}
            required
            helperText={labels.passwordHelp}
            autoComplete="new-password"
          />
          <PasswordFormField
            control={control}
            name="confirmPassword"
            label={labels.confirmPassword}
            required
            autoComplete="new-password"
          />
        </div>
      )}
    </FormDialogForm>
  );
}
