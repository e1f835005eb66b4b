import {
  attendanceStatusLabels,
  HOME_PENDING_DAYS,
  type Home,
  type HomeEnrolmentGroup,
  type HomeNetwork,
  type HomeSchool,
  type HomeTeacher,
  homeMessages as messages,
  PRODUCT_NAME,
} from '@lousa/domain';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import { css, cx } from 'styled-system/css';
import { PageHeader } from '../../components/page-header';
import { RegistryLoadError } from '../../components/registry/registry-load-error';
import { Skeleton } from '../../components/skeleton';
import { canOpen } from '../../routes/route-access';
import { getRoute, type RouteId, routeTo } from '../../routes/route-table';
import { HomeTile, tileStyles } from './inicio-tile';

/** How many pulsing tiles stand in for the panels while GET /home is on its way. */
export const HOME_SKELETON_TILES = 9;

/** What GET /home gave so far. */
export type HomeState =
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => unknown; retrying: boolean }
  | { status: 'success'; home: Home };

export interface HomeViewProps {
  /** The signed-in user's first name; empty while there is none. */
  firstName: string;
  state: HomeState;
  /** The permissions of GET /me: a tile links only to a route they open. */
  permissions: readonly string[] | undefined;
  /** Today's date (YYYY-MM-DD): the day of the teacher's 'Aulas de hoje' links. */
  today: string;
}

const styles = {
  page: css({ display: 'flex', flexDirection: 'column', gap: '6', minWidth: '0' }),
  greeting: css({
    textStyle: { base: 'xl', md: '2xl' },
    fontWeight: 'semibold',
    letterSpacing: '-0.01em',
  }),
  section: css({ display: 'flex', flexDirection: 'column', gap: '3', minWidth: '0' }),
  heading: css({ textStyle: 'lg', fontWeight: 'semibold' }),
  grid: css({
    display: 'grid',
    gap: { base: '3', md: '4' },
    gridTemplateColumns: {
      base: 'minmax(0, 1fr)',
      sm: 'repeat(2, minmax(0, 1fr))',
      lg: 'repeat(4, minmax(0, 1fr))',
    },
    listStyle: 'none',
    p: '0',
    m: '0',
  }),
  wide: css({ gridColumn: '1 / -1' }),
  panelTitle: css({ textStyle: 'sm', fontWeight: 'semibold' }),
  lines: css({ display: 'flex', flexDirection: 'column', gap: '1', listStyle: 'none', p: '0' }),
  lineLink: css({
    color: 'accent.text',
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    _focusVisible: { outline: '2px solid', outlineColor: 'border.outline' },
  }),
  unit: css({ display: 'flex', flexDirection: 'column', gap: '0.5', textStyle: 'sm' }),
  unitName: css({ fontWeight: 'medium' }),
  muted: css({ textStyle: 'sm', color: 'fg.muted' }),
  skeletonGrid: css({
    display: 'grid',
    gap: { base: '4', md: '6' },
    gridTemplateColumns: {
      base: '1fr',
      sm: 'repeat(2, minmax(0, 1fr))',
      lg: 'repeat(3, minmax(0, 1fr))',
    },
  }),
  skeleton: css({ aspectRatio: '16 / 9', width: 'full', borderRadius: 'l3' }),
};

/** The path of `id` when the user may open it (else no link). */
const linkTo = (
  id: RouteId,
  permissions: readonly string[] | undefined,
  query?: Record<string, string>,
) => (canOpen(id, permissions) ? routeTo(id, query) : undefined);

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.grid}>{children}</ul>
    </section>
  );
}

/** A wide box of the grid with a title and lines (today's classes, enrolments by course). */
function ListBox({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <li className={styles.wide}>
      <section aria-labelledby={id} className={cx(tileStyles.root, css({ gap: '2' }))}>
        <h3 id={id} className={styles.panelTitle}>
          {title}
        </h3>
        {children}
      </section>
    </li>
  );
}

function TeacherPanel({
  teacher,
  permissions,
  today,
}: {
  teacher: HomeTeacher;
  permissions: HomeViewProps['permissions'];
  today: string;
}) {
  const t = messages.teacher;
  return (
    <Panel title={t.heading}>
      <ListBox title={t.today}>
        {teacher.todayClasses.length === 0 ? (
          <p className={styles.muted}>{t.noClassesToday}</p>
        ) : (
          <ul className={styles.lines}>
            {teacher.todayClasses.map(({ classroom, curricularComponent, status }) => {
              const text = t.todayClass(
                classroom.name,
                curricularComponent.name,
                attendanceStatusLabels[status],
              );
              const to = linkTo('frequencias-lancamento', permissions, {
                classroomId: classroom.id,
                curricularComponentId: curricularComponent.id,
                date: today,
              });
              return (
                <li
                  key={`${classroom.id}:${curricularComponent.id}`}
                  className={css({ textStyle: 'sm' })}
                >
                  {to ? (
                    <Link to={to} className={styles.lineLink}>
                      {text}
                    </Link>
                  ) : (
                    text
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </ListBox>
      <li>
        <HomeTile
          label={t.pending}
          value={teacher.pendingAttendance}
          hint={t.pendingHint(HOME_PENDING_DAYS)}
          to={linkTo('frequencias', permissions)}
        />
      </li>
      <li>
        <HomeTile
          label={t.ungraded}
          value={teacher.assessmentsWithoutGrades}
          hint={t.ungradedHint}
          to={linkTo('notas', permissions)}
        />
      </li>
    </Panel>
  );
}

/** The enrolment groups by unit, in the order the server gives (unit, then course). */
function byUnit(groups: readonly HomeEnrolmentGroup[]) {
  const units = new Map<string, { name: string; groups: HomeEnrolmentGroup[] }>();
  for (const group of groups) {
    const unit = units.get(group.schoolUnit.id) ?? { name: group.schoolUnit.name, groups: [] };
    unit.groups.push(group);
    units.set(group.schoolUnit.id, unit);
  }
  return [...units.entries()];
}

function SchoolPanel({
  school,
  networkWide,
  permissions,
}: {
  school: HomeSchool;
  networkWide: boolean;
  permissions: HomeViewProps['permissions'];
}) {
  const s = messages.school;
  const calendar = canOpen('dias-escolares', permissions)
    ? linkTo('dias-escolares', permissions)
    : linkTo('calendario-academico', permissions);
  return (
    <Panel title={networkWide ? s.networkHeading : s.heading}>
      <li>
        <HomeTile
          label={s.enrollments(school.academicYear?.year ?? null)}
          value={school.enrollments}
          hint={s.enrollmentsHint}
          to={linkTo('matriculas', permissions)}
        />
      </li>
      <li>
        <HomeTile
          label={s.withoutTeacher}
          value={school.classroomsWithoutTeacher}
          hint={s.withoutTeacherHint(school.componentsWithoutTeacher)}
          to={linkTo('turmas', permissions)}
        />
      </li>
      <li>
        <HomeTile
          label={s.withoutClass}
          value={school.studentsWithoutClass}
          hint={s.withoutClassHint}
          to={linkTo('alunos', permissions)}
        />
      </li>
      {school.daysWithoutType === null ? null : (
        <li>
          <HomeTile
            label={s.untypedDays}
            value={school.daysWithoutType}
            hint={s.untypedDaysHint}
            to={calendar}
          />
        </li>
      )}
      <ListBox title={s.byCourse}>
        {school.enrollmentsByCourse.length === 0 ? (
          <p className={styles.muted}>{s.noClassrooms}</p>
        ) : (
          <ul className={styles.lines}>
            {byUnit(school.enrollmentsByCourse).map(([id, unit]) => (
              <li key={id} className={styles.unit}>
                <span className={styles.unitName}>{unit.name}</span>
                <ul className={cx(styles.lines, css({ color: 'fg.muted', pl: '3' }))}>
                  {unit.groups.map((group) => (
                    <li key={group.course.id}>
                      {s.course(group.course.name, group.enrollments, group.classrooms)}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </ListBox>
    </Panel>
  );
}

function NetworkPanel({
  network,
  permissions,
}: {
  network: HomeNetwork;
  permissions: HomeViewProps['permissions'];
}) {
  const n = messages.network;
  const tiles: { label: string; value: number; hint: string; route: RouteId }[] = [
    {
      label: n.schoolUnits,
      value: network.schoolUnits,
      hint: n.schoolUnitsHint,
      route: 'unidades-escolares',
    },
    { label: n.students, value: network.students, hint: n.studentsHint, route: 'alunos' },
    { label: n.classrooms, value: network.classrooms, hint: n.classroomsHint, route: 'turmas' },
    { label: n.teachers, value: network.teachers, hint: n.teachersHint, route: 'usuarios' },
  ];
  return (
    <Panel title={n.heading}>
      {tiles.map(({ route, ...tile }) => (
        <li key={route}>
          <HomeTile {...tile} to={linkTo(route, permissions)} />
        </li>
      ))}
    </Panel>
  );
}

function Panels({ state, permissions, today }: Omit<HomeViewProps, 'firstName'>) {
  if (state.status === 'loading') {
    return (
      <section aria-label={messages.panels} aria-busy="true" className={styles.skeletonGrid}>
        {Array.from({ length: HOME_SKELETON_TILES }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders without identity
          <Skeleton key={index} className={styles.skeleton} />
        ))}
      </section>
    );
  }
  if (state.status === 'error') {
    return <RegistryLoadError onRetry={state.onRetry} retrying={state.retrying} />;
  }
  const { teacher, school, network } = state.home;
  if (!teacher && !school && !network) {
    return <p className={styles.muted}>{messages.empty}</p>;
  }
  return (
    <>
      {teacher ? <TeacherPanel teacher={teacher} permissions={permissions} today={today} /> : null}
      {network ? <NetworkPanel network={network} permissions={permissions} /> : null}
      {school ? (
        <SchoolPanel school={school} networkWide={network !== null} permissions={permissions} />
      ) : null}
    </>
  );
}

/**
 * /app: 'Página Inicial', the greeting with the product name, then one panel per part of GET
 * /home the user has a right to — 'Meu dia' (a teacher), 'Rede' (network-wide), 'Minhas
 * unidades' / 'Unidades da rede' (a unit's secretary or director; network-wide callers) —
 * each tile a link to where one acts on it, when the user may open it.
 */
export function HomeView({ firstName, ...panels }: HomeViewProps) {
  return (
    <div className={styles.page}>
      <PageHeader title={getRoute('home').title} />
      <p className={styles.greeting}>
        {messages.greeting(firstName)}
        {messages.productJoiner}
        <span className={css({ color: 'accent.text' })}>{PRODUCT_NAME}</span>
      </p>
      <Panels {...panels} />
    </div>
  );
}
