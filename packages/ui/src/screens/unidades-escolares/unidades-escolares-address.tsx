import { masks, type SchoolUnitCreateInput } from '@lousa/domain';
import type { Control } from 'react-hook-form';
import { css } from 'styled-system/css';
import { Card } from '../../components/card';
import { MaskFormField, TextFormField } from '../../components/registry';
import { unidadeEscolarFormLabels as labels } from './labels';

export interface UnidadesEscolaresAddressProps {
  // biome-ignore lint/suspicious/noExplicitAny: the form's context and output
  control: Control<SchoolUnitCreateInput, any, any>;
}

const grid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', md: 'repeat(6, 1fr)' },
});
const span = {
  two: css({ gridColumn: { md: 'span 2' } }),
  three: css({ gridColumn: { md: 'span 3' } }),
  four: css({ gridColumn: { md: 'span 4' } }),
};

/** The address block: CEP (masked, sent as digits), street, number, complement, district, city, state. */
export function UnidadesEscolaresAddress({ control }: UnidadesEscolaresAddressProps) {
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>{labels.addressSection}</Card.Title>
      </Card.Header>
      <Card.Body className={grid}>
        <MaskFormField
          control={control}
          name="address.zipCode"
          label={labels.zipCode}
          required
          mask={masks.cep}
          placeholder={labels.zipCodePlaceholder}
          className={span.two}
        />
        <TextFormField
          control={control}
          name="address.street"
          label={labels.street}
          required
          className={span.four}
        />
        <TextFormField
          control={control}
          name="address.number"
          label={labels.number}
          required
          className={span.two}
        />
        <TextFormField
          control={control}
          name="address.complement"
          label={labels.complement}
          className={span.four}
        />
        <TextFormField
          control={control}
          name="address.neighborhood"
          label={labels.neighborhood}
          required
          className={span.two}
        />
        <TextFormField
          control={control}
          name="address.city"
          label={labels.city}
          required
          className={span.two}
        />
        <TextFormField
          control={control}
          name="address.state"
          label={labels.state}
          required
          className={span.two}
        />
      </Card.Body>
    </Card.Root>
  );
}
