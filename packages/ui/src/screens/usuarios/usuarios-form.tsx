import { useCreateUser } from '@lousa/api-client';
import { masks, toasts, userCreateSchema } from '@lousa/domain';
import { grid } from 'styled-system/patterns';
import {
  FormDialogForm,
  MaskFormField,
  PasswordFormField,
  TextFormField,
  useCreateForm,
} from '../../components/registry';
import { usuariosLabels as labels } from './labels';

export interface UsuariosFormProps {
  onDone: () => void;
}

const twoColumns = grid({ columns: { base: 1, sm: 2 }, gap: '4' });

/**
 * The user add form: CPF (masked, check digits), e-mail, names, password and its confirmation.
 * The schema sends only cpf, email, firstName, lastName and password.
 */
export function UsuariosForm({ onDone }: UsuariosFormProps) {
  const mutation = useCreateUser();
  const { form, submit, isSubmitting } = useCreateForm({
    schema: userCreateSchema,
    defaultValues: {
      cpf: '',
      email: '',
      firstName: '',
      lastName: '',
      password: '',
      confirmPassword: '',
    },
    mutation,
    successToast: toasts.userCreated,
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
    </FormDialogForm>
  );
}
