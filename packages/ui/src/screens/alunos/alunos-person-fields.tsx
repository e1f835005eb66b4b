import { masks } from '@lousa/domain';
import type { Control } from 'react-hook-form';
import { css } from 'styled-system/css';
import {
  DateFormField,
  MaskFormField,
  SelectFormField,
  TextFormField,
} from '../../components/registry';
import type { AlunoFormValues } from './alunos-form-values';
import {
  ethnicityItems,
  genderItems,
  locationZoneItems,
  nationalityItems,
  stateItems,
} from './alunos-items';
import { alunoFormLabels as labels } from './labels';

export interface AlunosPersonFieldsProps {
  // biome-ignore lint/suspicious/noExplicitAny: the form's context and output
  control: Control<AlunoFormValues, any, any>;
  /** Whose fields: the student's or the new guardian's. */
  prefix: 'person' | 'guardian';
}

/** The certidão's 32 digits in their groups need two columns on a wide screen. */
const wide = css({ gridColumn: { xl: 'span 2' } });

const personGrid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: {
    base: '1fr',
    md: 'repeat(2, minmax(0, 1fr))',
    xl: 'repeat(3, minmax(0, 1fr))',
  },
});

/**
 * Every field of a person (spec §3 "Student record") but the address: names, documents (CPF,
 * certidão and Cartão SUS masked; the schema strips them), sex, colour/race, birth date
 * (DD/MM/AAAA), contact, nationality, zone, birthplace. The student's CPF may be left out when
 * the certidão is given; the guardian's is required.
 */
export function AlunosPersonFields({ control, prefix }: AlunosPersonFieldsProps) {
  const guardian = prefix === 'guardian';
  return (
    <div className={personGrid}>
      <TextFormField
        control={control}
        name={`${prefix}.name`}
        label={labels.name}
        autoComplete="off"
        required
      />
      <TextFormField
        control={control}
        name={`${prefix}.socialName`}
        label={labels.socialName}
        autoComplete="off"
      />
      <MaskFormField
        control={control}
        name={`${prefix}.cpf`}
        label={labels.cpf}
        mask={masks.cpf}
        placeholder={labels.cpfPlaceholder}
        required={guardian}
      />
      <TextFormField control={control} name={`${prefix}.rg`} label={labels.rg} autoComplete="off" />
      <SelectFormField
        control={control}
        name={`${prefix}.gender`}
        label={labels.gender}
        placeholder={labels.choose}
        items={genderItems}
        required
      />
      <SelectFormField
        control={control}
        name={`${prefix}.ethnicity`}
        label={labels.ethnicity}
        placeholder={labels.choose}
        items={ethnicityItems}
        required
      />
      <DateFormField
        control={control}
        name={`${prefix}.birthDate`}
        label={labels.birthDate}
        required
      />
      <MaskFormField
        control={control}
        name={`${prefix}.birthCertificate`}
        label={labels.birthCertificate}
        mask={masks.birthCertificate}
        placeholder={masks.birthCertificate}
        className={wide}
      />
      <MaskFormField
        control={control}
        name={`${prefix}.susCard`}
        label={labels.susCard}
        mask={masks.cns}
        placeholder={masks.cns}
      />
      <TextFormField
        control={control}
        name={`${prefix}.email`}
        label={labels.email}
        type="email"
        autoComplete="off"
      />
      <MaskFormField
        control={control}
        name={`${prefix}.contact`}
        label={labels.contact}
        mask={masks.phone}
        placeholder={labels.phonePlaceholder}
        type="tel"
      />
      <SelectFormField
        control={control}
        name={`${prefix}.nationality`}
        label={labels.nationality}
        placeholder={labels.choose}
        items={nationalityItems}
        required
      />
      <SelectFormField
        control={control}
        name={`${prefix}.locationZone`}
        label={labels.locationZone}
        placeholder={labels.choose}
        items={locationZoneItems}
        required
      />
      <TextFormField
        control={control}
        name={`${prefix}.birthCity`}
        label={labels.birthCity}
        autoComplete="off"
        required
      />
      <SelectFormField
        control={control}
        name={`${prefix}.birthState`}
        label={labels.birthState}
        placeholder={labels.choose}
        items={stateItems}
        required
      />
    </div>
  );
}
