import {
  masks,
  type User,
  userCreateSchema,
  usersResource,
  userUpdateBodySchema,
} from '@lousa/domain';
import { grid } from 'styled-system/patterns';
import {
  FormDialogForm,
  MaskFormField,
  PasswordFormField,
  type ResourceFormProps,
  TextFormField,
  useResourceForm,
} from '../../components/registry';
import { usuariosLabels as labels } from './labels';

const twoColumns = grid({ columns: { base: 1, sm: 2 }, gap: '4' });

/**
 * The user form, to add or edit (`item`): CPF (masked, check digits), e-mail and names. Adding
 * also asks for the password and its confirmation (`userCreateSchema`, which sends only cpf,
 * email, firstName, lastName and password); editing has no password fields and sends the
 * four others (`userUpdateBodySchema`): a password is changed by its own call.
 */
export function UsuariosForm({ item, onDone }: ResourceFormProps<User>) {
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
    },
    onSuccess: onDone,
  });
  const { control } = form;
  return (
    <FormDialogForm onSubmit={submit} isSubmitting={isSubmitting}>
      <MaskFormField
        control={control}
        name="cpf"
        label={labels.cpf}
        mask={masks.cpf}
        placeholder={labels.cpfPlaceholder}
      />
      <TextFormField
        control={control}
        name="email"
        label={labels.email}
        type="email"
        autoComplete="off"
        placeholder={labels.emailPlaceholder}
      />
      <div className={twoColumns}>
        <TextFormField control={control} name="firstName" label={labels.firstName} />
        <TextFormField control={control} name="lastName" label={labels.lastName} />
      </div>
      {item ? null : (
        <div className={twoColumns}>
          <PasswordFormField
            control={control}
            name="password"
            label={labels.password}
            autoComplete="new-password"
          />
          <PasswordFormField
            control={control}
            name="confirmPassword"
            label={labels.confirmPassword}
            autoComplete="new-password"
          />
        </div>
      )}
    </FormDialogForm>
  );
}
