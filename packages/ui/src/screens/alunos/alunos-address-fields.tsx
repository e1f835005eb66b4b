import { masks } from '@lousa/domain';
import type { Control } from 'react-hook-form';
import { css } from 'styled-system/css';
import { MaskFormField, SelectFormField, TextFormField } from '../../components/registry';
import type { AlunoFormValues } from './alunos-form-values';
import { stateItems } from './alunos-items';
import { alunoFormLabels as labels } from './labels';

export interface AlunosAddressFieldsProps {
  // biome-ignore lint/suspicious/noExplicitAny: the form's context and output
  control: Control<AlunoFormValues, any, any>;
  /** Whose address: the student's or the new guardian's. */
  prefix: 'person' | 'guardian';
}

const grid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', md: 'repeat(6, minmax(0, 1fr))' },
});
const span = {
  two: css({ gridColumn: { md: 'span 2' } }),
  four: css({ gridColumn: { md: 'span 4' } }),
};

/**
 * A person's address: the school unit's block (CEP masked and sent as digits, street, number,
 * complement, district, city) with the state chosen among the 27 UFs.
 */
export function AlunosAddressFields({ control, prefix }: AlunosAddressFieldsProps) {
  return (
    <div className={grid}>
      <MaskFormField
        control={control}
        name={`${prefix}.address.zipCode`}
        label={labels.zipCode}
        mask={masks.cep}
        placeholder={labels.zipCodePlaceholder}
        className={span.two}
        required
      />
      <TextFormField
        control={control}
        name={`${prefix}.address.street`}
        label={labels.street}
        className={span.four}
        required
      />
      <TextFormField
        control={control}
        name={`${prefix}.address.number`}
        label={labels.number}
        className={span.two}
        required
      />
      <TextFormField
        control={control}
        name={`${prefix}.address.complement`}
        label={labels.complement}
        className={span.four}
      />
      <TextFormField
        control={control}
        name={`${prefix}.address.neighborhood`}
        label={labels.neighborhood}
        className={span.two}
        required
      />
      <TextFormField
        control={control}
        name={`${prefix}.address.city`}
        label={labels.city}
        className={span.two}
        required
      />
      <SelectFormField
        control={control}
        name={`${prefix}.address.state`}
        label={labels.state}
        placeholder={labels.choose}
        items={stateItems}
        className={span.two}
        required
      />
    </div>
  );
}
