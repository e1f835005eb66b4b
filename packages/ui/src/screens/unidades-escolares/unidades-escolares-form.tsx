import {
  areaLabels,
  areas,
  masks,
  type SchoolUnit,
  type SchoolUnitCreateInput,
  schoolUnitsResource,
} from '@lousa/domain';
import type { Control } from 'react-hook-form';
import { css } from 'styled-system/css';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import {
  MaskFormField,
  type ResourceFormProps,
  registryLabels,
  SelectFormField,
  TextFormField,
  useResourceForm,
} from '../../components/registry';
import { unidadeEscolarFormLabels as labels } from './labels';
import { UnidadesEscolaresAddress } from './unidades-escolares-address';

export interface UnidadesEscolaresFormProps extends ResourceFormProps<SchoolUnit> {
  /** 'Cancelar': the page goes back to the list. */
  onCancel: () => void;
}

const areaItems = areas.map((area) => ({ value: area, label: areaLabels[area] }));

const grid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' },
});

/**
 * The school-unit form, to add or edit (`item`, its fields filled in): CNPJ (numeric or
 * alphanumeric, masked), name, e-mail, phone (masked), principal, INEP, area and the address
 * block. 'Salvar' creates (POST) or updates (PATCH); 'Cancelar' goes back.
 */
export function UnidadesEscolaresForm({ item, onDone, onCancel }: UnidadesEscolaresFormProps) {
  const { form, submit, isSubmitting } = useResourceForm(schoolUnitsResource, {
    item,
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
    onSuccess: onDone,
  });
  const { control } = form;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-busy={isSubmitting || undefined}
      className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}
    >
      <UnidadesEscolaresUnitFields control={control} />
      <UnidadesEscolaresAddress control={control} />
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

/**
 * The unit's own fields in their card ('Dados da unidade'): CNPJ, name, e-mail, phone, principal,
 * INEP and area. The form's, and the long-form dialog story's.
 */
export function UnidadesEscolaresUnitFields({
  control,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the form's parsed and transformed value types vary
  control: Control<SchoolUnitCreateInput, any, any>;
}) {
  return (
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
          required
        />
        <TextFormField control={control} name="name" label={labels.name} required />
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
  );
}
