import { useCreateSchoolUnit } from '@lousa/api-client';
import { areaLabels, areas, masks, schoolUnitCreateSchema, toasts } from '@lousa/domain';
import { css } from 'styled-system/css';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import {
  MaskFormField,
  registryLabels,
  SelectFormField,
  TextFormField,
  useCreateForm,
} from '../../components/registry';
import { unidadeEscolarFormLabels as labels } from './labels';
import { UnidadesEscolaresAdicionarAddress } from './unidades-escolares-adicionar-address';

export interface UnidadesEscolaresAdicionarFormProps {
  /** After a successful save (the page goes back to the list). */
  onSaved: () => void;
  onCancel: () => void;
}

const areaItems = areas.map((area) => ({ value: area, label: areaLabels[area] }));

const grid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' },
});

/**
 * The school-unit form: CNPJ (numeric or alphanumeric, masked), name, e-mail, phone (masked),
 * principal, INEP, area and the address block. 'Salvar' sends; 'Cancelar' goes back.
 */
export function UnidadesEscolaresAdicionarForm({
  onSaved,
  onCancel,
}: UnidadesEscolaresAdicionarFormProps) {
  const mutation = useCreateSchoolUnit();
  const { form, submit, isSubmitting } = useCreateForm({
    schema: schoolUnitCreateSchema,
    defaultValues: {
      cnpj: '',
      name: '',
      inepCode: '',
      area: '',
      email: '',
      phone: '',
      principalName: '',
      address: {
        zipCode: '',
        street: '',
        number: '',
        complement: '',
        neighborhood: '',
        city: '',
        state: '',
      },
    },
    mutation,
    successToast: toasts.schoolUnitCreated,
    onSuccess: onSaved,
  });
  const { control } = form;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-busy={isSubmitting || undefined}
      className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}
    >
      <Card.Root>
        <Card.Header>
          <Card.Title>{labels.unitSection}</Card.Title>
        </Card.Header>
        <Card.Body className={grid}>
          <MaskFormField
            control={control}
            name="cnpj"
            label={labels.cnpj}
            mask={masks.cnpj}
            placeholder={labels.cnpjPlaceholder}
          />
          <TextFormField control={control} name="name" label={labels.name} />
          <TextFormField
            control={control}
            name="email"
            label={labels.email}
            type="email"
            autoComplete="off"
          />
          <MaskFormField
            control={control}
            name="phone"
            label={labels.phone}
            mask={masks.phone}
            placeholder={labels.phonePlaceholder}
            type="tel"
          />
          <TextFormField
            control={control}
            name="principalName"
            label={labels.principalName}
            required
          />
          <TextFormField control={control} name="inepCode" label={labels.inepCode} />
          <SelectFormField
            control={control}
            name="area"
            label={labels.area}
            placeholder={labels.areaPlaceholder}
            items={areaItems}
            required
          />
        </Card.Body>
      </Card.Root>
      <UnidadesEscolaresAdicionarAddress control={control} />
      <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '3' })}>
        <Button variant="outline" disabled={isSubmitting} onClick={onCancel}>
          {registryLabels.cancel}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {registryLabels.save}
        </Button>
      </div>
    </form>
  );
}
