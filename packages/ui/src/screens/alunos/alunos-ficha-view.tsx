import {
  applyMask,
  brazilianStateLabels,
  ethnicityLabels,
  formatBirthCertificate,
  formatCns,
  formatCpf,
  formatDate,
  genderLabels,
  labelOf,
  locationZoneLabels,
  masks,
  nationalityLabels,
  type Person,
  type StudentRecord,
} from '@lousa/domain';
import { type ReactNode, useId } from 'react';
import { css } from 'styled-system/css';
import { Card } from '../../components/card';
import { PrintPages } from '../../components/print';
import { AlunosFichaFields, type FichaField } from './alunos-ficha-fields';
import { alunoFichaLabels, alunoFormLabels as labels } from './labels';

export interface AlunosFichaViewProps {
  record: StudentRecord;
  /** The enrolment history, under the record ('Histórico de Matrículas'). */
  history: ReactNode;
  /** The student's school (the current enrolment's unit): the top of every printed page. */
  schoolUnit?: string;
}

const styles = {
  page: css({ display: 'flex', flexDirection: 'column', gap: '6', _print: { gap: '4' } }),
  // Printed, a section is never split across two pages (nor its heading left at a page's foot).
  section: css({ _print: { breakInside: 'avoid' } }),
  printSchool: css({ fontWeight: 'semibold' }),
  muted: css({ textStyle: 'sm', color: 'fg.muted' }),
  guardian: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  subheading: css({ textStyle: 'sm', fontWeight: 'semibold', mt: '2' }),
};

/** A UF as the form's list shows it: 'SP — São Paulo'. */
const stateName = (state: string) =>
  Object.hasOwn(brazilianStateLabels, state)
    ? `${state} — ${labelOf(brazilianStateLabels, state)}`
    : state;

/** Every field of a person but the address, as the form names them. */
function personFields(person: Person): FichaField[] {
  return [
    { label: labels.name, value: person.name },
    { label: labels.socialName, value: person.socialName },
    { label: labels.cpf, value: person.cpf ? formatCpf(person.cpf) : null },
    { label: labels.rg, value: person.rg },
    { label: labels.gender, value: labelOf(genderLabels, person.gender) },
    { label: labels.ethnicity, value: labelOf(ethnicityLabels, person.ethnicity) },
    { label: labels.birthDate, value: formatDate(person.birthDate) },
    { label: labels.birthCertificate, value: formatBirthCertificate(person.birthCertificate) },
    { label: labels.susCard, value: formatCns(person.susCard) },
    { label: labels.email, value: person.email },
    { label: labels.contact, value: applyMask(person.contact, masks.phone) },
    { label: labels.nationality, value: labelOf(nationalityLabels, person.nationality) },
    { label: labels.locationZone, value: labelOf(locationZoneLabels, person.locationZone) },
    { label: labels.birthCity, value: person.birthCity },
    { label: labels.birthState, value: stateName(person.birthState) },
  ];
}

function addressFields({ address }: Person): FichaField[] {
  return [
    { label: labels.zipCode, value: applyMask(address.zipCode, masks.cep) },
    { label: labels.street, value: address.street },
    { label: labels.number, value: address.number },
    { label: labels.complement, value: address.complement },
    { label: labels.neighborhood, value: address.neighborhood },
    { label: labels.city, value: address.city },
    { label: labels.state, value: stateName(address.state) },
  ];
}

/** Whether two people live at the same address (siblings and their guardian often do). */
function sameAddress(a: Person, b: Person): boolean {
  const keys = [
    'zipCode',
    'street',
    'number',
    'complement',
    'neighborhood',
    'city',
    'state',
  ] as const;
  return keys.every((key) => (a.address[key] ?? '') === (b.address[key] ?? ''));
}

/** One section of the record: a card with its heading, named for screen readers. */
function FichaSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card.Root role="region" aria-labelledby={id} className={styles.section}>
      <Card.Header>
        <Card.Title id={id}>{title}</Card.Title>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/**
 * A student's record, readable: 'Aluno' (every field of spec §3), 'Responsável' (or 'Sem
 * responsável'), 'Endereço', then the enrolment history. It is the page's printable document
 * (`data-print-root`): printed alone, black on white on A4, each page topped by the school's
 * name and 'Ficha do Aluno — <nome>'.
 */
export function AlunosFichaView({ record, history, schoolUnit }: AlunosFichaViewProps) {
  const { person, guardian } = record;
  return (
    <div data-print-root="">
      <PrintPages
        className={styles.page}
        header={
          <>
            <span className={styles.printSchool}>{schoolUnit}</span>
            <span>
              {alunoFichaLabels.printDocument} — {person.name}
            </span>
          </>
        }
      >
        <FichaSection title={alunoFichaLabels.studentSection}>
          <AlunosFichaFields fields={personFields(person)} />
        </FichaSection>
        <FichaSection title={alunoFichaLabels.guardianSection}>
          {guardian ? (
            <div className={styles.guardian}>
              <AlunosFichaFields fields={personFields(guardian)} />
              <h3 className={styles.subheading}>{alunoFichaLabels.guardianAddress}</h3>
              {sameAddress(guardian, person) ? (
                <p className={styles.muted}>{alunoFichaLabels.sameAddress}</p>
              ) : (
                <AlunosFichaFields fields={addressFields(guardian)} />
              )}
            </div>
          ) : (
            <p className={styles.muted}>
              <strong>{alunoFichaLabels.noGuardian}.</strong> {alunoFichaLabels.noGuardianText}
            </p>
          )}
        </FichaSection>
        <FichaSection title={alunoFichaLabels.addressSection}>
          <AlunosFichaFields fields={addressFields(person)} />
        </FichaSection>
        <FichaSection title={alunoFichaLabels.historySection}>{history}</FichaSection>
      </PrintPages>
    </div>
  );
}
