import { errorMessage, isApiError, useGuardianLookup } from '@lousa/api-client';
import {
  formatCpf,
  type GuardianMatch,
  isValidCpf,
  masks,
  messages,
  type StudentBody,
  stripCpf,
} from '@lousa/domain';
import { Info, Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { css } from 'styled-system/css';
import { Button } from '../../components/button';
import { Checkbox } from '../../components/checkbox';
import { Field } from '../../components/field';
import { MaskInput } from '../../components/mask-input';
import { AlunosAddressFields } from './alunos-address-fields';
import type { AlunoFormValues, GuardianMode } from './alunos-form-values';
import { AlunosGuardianSummary } from './alunos-guardian-summary';
import { AlunosPersonFields } from './alunos-person-fields';
import { alunoFormLabels as labels } from './labels';

export interface AlunosGuardianProps {
  form: UseFormReturn<AlunoFormValues, unknown, StudentBody>;
  mode: GuardianMode;
  onModeChange: (mode: GuardianMode) => void;
  /** The registered guardian in use ('existing'). */
  chosen: GuardianMatch | undefined;
  onChosenChange: (guardian: GuardianMatch | undefined) => void;
  /** The new guardian lives at the student's address. */
  sameAddress: boolean;
  onSameAddressChange: (same: boolean) => void;
  /** The student is 18 or more by the birth date typed: 'Sem responsável' is offered. */
  adult: boolean;
}

type Lookup =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'found'; match: GuardianMatch }
  | { status: 'failed'; message: string };

const styles = {
  block: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  searchRow: css({
    display: 'grid',
    gap: '3',
    alignItems: 'start',
    gridTemplateColumns: { base: '1fr', sm: 'minmax(0, 20rem) auto' },
  }),
  // Lines the button up with the input (under the field's label).
  searchButton: css({ mt: { sm: '6' }, justifySelf: 'start' }),
  notice: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    p: '3',
    borderWidth: '1px',
    borderRadius: 'l2',
    borderColor: 'status.info.border',
    bg: 'status.info.bg',
    color: 'status.info.fg',
    textStyle: 'sm',
    fontWeight: 'medium',
    '& svg': { flexShrink: 0, boxSize: '4' },
  }),
  subheading: css({ textStyle: 'md', fontWeight: 'semibold' }),
  help: css({ textStyle: 'sm', color: 'fg.muted' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
};

/**
 * The guardian block, search first: 'CPF do responsável' and 'Buscar' (GET /guardians?cpf=).
 * Someone found is shown with 'Usar este responsável' (the body sends `guardianId`: siblings
 * share one) or 'Cadastrar outro'; nobody (404) says so and opens the new guardian's fields,
 * filled with that CPF, with 'Mesmo endereço do aluno'. An adult student may have
 * 'Sem responsável'. The rule 'minor without guardian' shows under the CPF field.
 */
export function AlunosGuardian({
  form,
  mode,
  onModeChange,
  chosen,
  onChosenChange,
  sameAddress,
  onSameAddressChange,
  adult,
}: AlunosGuardianProps) {
  const lookupGuardian = useGuardianLookup();
  const [cpf, setCpf] = useState('');
  const [cpfError, setCpfError] = useState<string>();
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });
  const searchInput = useRef<HTMLInputElement>(null);
  const { control } = form;
  // The body rules about the guardian (a minor needs one) land on `guardianId`.
  const ruleError = form.formState.errors.guardianId?.message;
  const focusAfterRender = useRef<'search' | 'guardian' | null>(null);
  useEffect(() => {
    if (focusAfterRender.current === 'search') searchInput.current?.focus();
    if (focusAfterRender.current === 'guardian') form.setFocus('guardian.name');
    focusAfterRender.current = null;
  });

  const changeMode = (next: GuardianMode, focus: 'search' | 'guardian' | null = null) => {
    form.clearErrors('guardianId');
    focusAfterRender.current = focus;
    onModeChange(next);
  };

  const search = async () => {
    const digits = stripCpf(cpf);
    const invalid =
      digits === '' ? messages.cpfRequired : isValidCpf(digits) ? undefined : messages.cpfInvalid;
    setCpfError(invalid);
    if (invalid) {
      setLookup({ status: 'idle' });
      searchInput.current?.focus();
      return;
    }
    setLookup({ status: 'searching' });
    try {
      const match = await lookupGuardian(digits);
      setLookup({ status: 'found', match });
      form.clearErrors('guardianId');
    } catch (error) {
      if (isApiError(error) && error.status === 404) {
        setLookup({ status: 'idle' });
        form.setValue('guardian.cpf', formatCpf(digits));
        changeMode('new', 'guardian');
      } else {
        setLookup({ status: 'failed', message: errorMessage(error) });
      }
    }
  };

  const startOver = () => {
    setCpf('');
    setCpfError(undefined);
    setLookup({ status: 'idle' });
    form.setValue('guardianId', '');
    onChosenChange(undefined);
    changeMode('search', 'search');
  };

  const use = (match: GuardianMatch) => {
    form.setValue('guardianId', match.id);
    onChosenChange(match);
    setLookup({ status: 'idle' });
    changeMode('existing');
  };

  if (mode === 'existing' && chosen) {
    return (
      <div className={styles.block}>
        <AlunosGuardianSummary title={labels.guardianChosen} guardian={chosen}>
          <Button variant="outline" size="sm" onClick={startOver}>
            {labels.changeGuardian}
          </Button>
        </AlunosGuardianSummary>
      </div>
    );
  }

  if (mode === 'new') {
    return (
      <div className={styles.block}>
        <p role="status" className={styles.notice}>
          <Info aria-hidden />
          {labels.guardianNotFound}
        </p>
        <AlunosPersonFields control={control} prefix="guardian" />
        <Checkbox
          checked={sameAddress}
          onCheckedChange={({ checked }) => onSameAddressChange(checked === true)}
        >
          {labels.sameAddress}
        </Checkbox>
        {sameAddress ? null : (
          <section aria-label={labels.guardianAddressSection} className={styles.block}>
            <h3 className={styles.subheading}>{labels.guardianAddressSection}</h3>
            <AlunosAddressFields control={control} prefix="guardian" />
          </section>
        )}
        <div className={styles.actions}>
          <Button variant="outline" size="sm" onClick={startOver}>
            {labels.searchAnother}
          </Button>
        </div>
      </div>
    );
  }

  const none = mode === 'none';
  return (
    <div className={styles.block}>
      {none ? null : (
        <>
          <div className={styles.searchRow}>
            <Field
              label={labels.guardianCpf}
              errorText={cpfError ?? (lookup.status === 'failed' ? lookup.message : ruleError)}
              helperText={labels.guardianSearchHelp}
            >
              <MaskInput
                ref={searchInput}
                mask={masks.cpf}
                placeholder={labels.cpfPlaceholder}
                value={cpf}
                onChange={(next) => {
                  setCpf(next);
                  if (lookup.status !== 'searching') setLookup({ status: 'idle' });
                }}
                onKeyDown={(event) => {
                  // Enter searches; it must not submit the whole form.
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    void search();
                  }
                }}
              />
            </Field>
            <Button
              variant="outline"
              className={styles.searchButton}
              loading={lookup.status === 'searching'}
              onClick={() => void search()}
            >
              <Search aria-hidden />
              {labels.search}
            </Button>
          </div>
          {lookup.status === 'found' ? (
            <AlunosGuardianSummary title={labels.guardianFound} guardian={lookup.match}>
              <Button size="sm" onClick={() => use(lookup.match)}>
                {labels.useGuardian}
              </Button>
              <Button variant="outline" size="sm" onClick={startOver}>
                {labels.registerOther}
              </Button>
            </AlunosGuardianSummary>
          ) : null}
        </>
      )}
      {adult ? (
        <div>
          <Checkbox
            checked={none}
            onCheckedChange={({ checked }) =>
              changeMode(checked === true ? 'none' : 'search', checked === true ? null : 'search')
            }
          >
            {labels.noGuardian}
          </Checkbox>
          <p className={styles.help}>{labels.noGuardianHelp}</p>
        </div>
      ) : null}
    </div>
  );
}
