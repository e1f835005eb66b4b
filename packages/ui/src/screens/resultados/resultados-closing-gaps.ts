import { type CloseGap, formatDate } from '@lousa/domain';
import { routeTo } from '../../routes/route-table';
import { closingLabels as labels } from './labels';

/** A gap in words, and the address where it is filled. */
export interface GapLine {
  text: string;
  href: string;
}

/**
 * The gaps in words, each with the address where it is filled. A component's missing days of
 * attendance make one line when there are several (a year without any sheet would list every
 * lesson day): how many, from the first to the last, to 'Frequências' narrowed to the class,
 * the component and its pending days; one day alone links to that day's 'Lançamento'.
 */
export function describeGaps(
  missing: readonly CloseGap[],
  classroomId: string,
  termName: (id: string) => string | undefined,
): GapLine[] {
  const lines: GapLine[] = [];
  const days = new Map<string, { name: string; dates: string[]; at: number }>();
  for (const gap of missing) {
    const component = gap.curricularComponent;
    if (gap.kind === 'RULE' || !component) {
      lines.push({ text: labels.gapRule, href: routeTo('cursos') });
    } else if (gap.kind === 'ATTENDANCE') {
      const entry = days.get(component.id);
      if (entry) entry.dates.push((gap.date ?? '').slice(0, 10));
      else {
        days.set(component.id, {
          name: component.name,
          dates: [(gap.date ?? '').slice(0, 10)],
          at: lines.length,
        });
        lines.push({ text: '', href: '' });
      }
    } else {
      const query: Record<string, string> = { classroomId, curricularComponentId: component.id };
      lines.push(
        gap.academicTermId
          ? {
              text: labels.gapGrades(component.name, termName(gap.academicTermId)),
              href: routeTo('notas', { ...query, academicTermId: gap.academicTermId }),
            }
          : { text: labels.gapExam(component.name), href: routeTo('notas', query) },
      );
    }
  }
  for (const [curricularComponentId, { name, dates, at }] of days) {
    const sorted = [...dates].sort();
    const first = sorted[0] ?? '';
    const last = sorted.at(-1) ?? '';
    lines[at] =
      sorted.length === 1
        ? {
            text: labels.gapAttendance(name, formatDate(first)),
            href: routeTo('frequencias-lancamento', {
              classroomId,
              curricularComponentId,
              date: first,
            }),
          }
        : {
            text: labels.gapAttendanceDays(
              name,
              sorted.length,
              formatDate(first),
              formatDate(last),
            ),
            href: routeTo('frequencias', {
              classroomId,
              curricularComponentId,
              status: 'PENDING',
              todo: '0',
            }),
          };
  }
  return lines;
}
