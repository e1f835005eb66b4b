import { useResourceItem } from '@lousa/api-client';
import type { StudentRecord } from '@lousa/domain';
import { Pencil } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { css } from 'styled-system/css';
import { useCan } from '../../components/access';
import { Button } from '../../components/button';
import { ResultsLoading } from '../../components/evaluation/results-loading';
import { PageHeader } from '../../components/page-header';
import { PrintButton } from '../../components/print';
import { RECORD_ID_PARAM, ResourceRecord, useRecordId } from '../../components/registry';
import { Tabs } from '../../components/tabs';
import { getRoute, routeTo } from '../../routes/route-table';
import { AlunosFichaHistory, useStudentSchoolUnit } from './alunos-ficha-history';
import { AlunosFichaView } from './alunos-ficha-view';
import { studentRecordDefinition } from './alunos-record';
import { alunoBoletimLabels, alunoFichaTabs, alunoFichaLabels as labels } from './labels';

/** The 'Boletim' and what it needs load when its tab is first opened. */
const AlunosBoletim = lazy(() =>
  import('./alunos-boletim').then((module) => ({ default: module.AlunosBoletim })),
);

/** The address's `aba`: the record ('ficha', the default) or its 'Boletim'. */
const TAB_PARAM = 'aba';
type FichaTab = 'ficha' | 'boletim';

/** The record with its history; printed, every page is topped by the student's school. */
function FichaDocument({ record }: { record: StudentRecord }) {
  const schoolUnit = useStudentSchoolUnit(record.id);
  return (
    <AlunosFichaView
      record={record}
      schoolUnit={schoolUnit}
      history={<AlunosFichaHistory studentId={record.id} />}
    />
  );
}

/** The record ('Ficha') and the year's report card ('Boletim'), each in its tab. */
function FichaTabs({
  record,
  tab,
  onTabChange,
}: {
  record: StudentRecord;
  tab: FichaTab;
  onTabChange: (tab: FichaTab) => void;
}) {
  return (
    <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value as FichaTab)}>
      <Tabs.List aria-label={alunoFichaTabs.list}>
        <Tabs.Trigger value="ficha">{alunoFichaTabs.record}</Tabs.Trigger>
        <Tabs.Trigger value="boletim">{alunoFichaTabs.reportCard}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="ficha">
        <FichaDocument record={record} />
      </Tabs.Content>
      <Tabs.Content value="boletim">
        <Suspense fallback={<ResultsLoading label={alunoBoletimLabels.loading} />}>
          <AlunosBoletim studentId={record.id} />
        </Suspense>
      </Tabs.Content>
    </Tabs.Root>
  );
}

const renderLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <Link to={href}>{children}</Link>
);

/**
 * /app/alunos/ficha?id=<uuid> ('students.read-sensitive'; the server audits the read): the
 * student's record (GET /students/<id>) and enrolment history, 'Editar' for 'students.write',
 * 'Voltar' to the list; the 'Boletim' tab (`?aba=boletim`) shows a year's report card ('Imprimir'
 * prints the record, from its own tab). A busy placeholder while it loads, 'Aluno não encontrado.'
 * for an unknown id, 'Tentar novamente' when the call fails.
 */
export default function AlunosFichaScreen() {
  const id = useRecordId();
  const canWrite = useCan('students.write');
  // The record's own query (shared with `ResourceRecord`): 'Editar' once there is a record.
  const record = useResourceItem(studentRecordDefinition, id);
  const { title, subtitle } = getRoute('alunos-ficha');
  const [params, setParams] = useSearchParams();
  const asked = params.get(TAB_PARAM);
  const tab: FichaTab = asked === 'boletim' ? 'boletim' : 'ficha';
  const setTab = (next: FichaTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'ficha') updated.delete(TAB_PARAM);
        else updated.set(TAB_PARAM, next);
        return updated;
      },
      { replace: true },
    );
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <PageHeader
        title={title}
        subtitle={subtitle}
        backHref={routeTo('alunos')}
        renderLink={renderLink}
        actions={
          id && record.data ? (
            <>
              {canWrite ? (
                <Button asChild variant="outline">
                  <Link to={routeTo('alunos-editar', { [RECORD_ID_PARAM]: id })}>
                    <Pencil aria-hidden />
                    {labels.edit}
                  </Link>
                </Button>
              ) : null}
              {tab === 'ficha' ? <PrintButton /> : null}
            </>
          ) : undefined
        }
      />
      <ResourceRecord resource={studentRecordDefinition} id={id} listRoute="alunos">
        {(record) => <FichaTabs record={record} tab={tab} onTabChange={setTab} />}
      </ResourceRecord>
    </div>
  );
}
