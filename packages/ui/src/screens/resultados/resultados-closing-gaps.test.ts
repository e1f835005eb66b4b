import type { CloseGap } from '@lousa/domain';
import { describe, expect, it } from 'vitest';
import { closingLabels as labels } from './labels';
import { describeGaps } from './resultados-closing-gaps';

const math = { id: 'k1', name: 'Matemática' };
const arts = { id: 'k2', name: 'Arte' };

describe('describeGaps', () => {
  it('says each gap and links to where it is filled, in the order the server listed them', () => {
    const gaps: CloseGap[] = [
      { kind: 'RULE' },
      { kind: 'ATTENDANCE', curricularComponent: math, date: '2026-12-10' },
      { kind: 'GRADES', curricularComponent: arts, academicTermId: 't1' },
      { kind: 'GRADES', curricularComponent: math },
    ];
    expect(describeGaps(gaps, 'c1', (id) => (id === 't1' ? '4º Bimestre' : undefined))).toEqual([
      { text: labels.gapRule, href: '/cursos' },
      {
        text: 'Frequência de Matemática em 10/12/2026 não lançada',
        href: '/frequencias/lancamento?classroomId=c1&curricularComponentId=k1&date=2026-12-10',
      },
      {
        text: 'Notas de Arte no 4º Bimestre não lançadas',
        href: '/notas?classroomId=c1&curricularComponentId=k2&academicTermId=t1',
      },
      {
        text: labels.gapExam('Matemática'),
        href: '/notas?classroomId=c1&curricularComponentId=k1',
      },
    ]);
  });

  it("makes one line of a component's several missing days, to its pending days in 'Frequências'", () => {
    const gaps: CloseGap[] = ['2026-12-04', '2026-11-27', '2026-12-01'].map((date) => ({
      kind: 'ATTENDANCE',
      curricularComponent: arts,
      date,
    }));
    expect(describeGaps(gaps, 'c1', () => undefined)).toEqual([
      {
        text: 'Frequência de Arte não lançada em 3 dias, de 27/11/2026 a 04/12/2026',
        href: '/frequencias?classroomId=c1&curricularComponentId=k2&status=PENDING&todo=0',
      },
    ]);
  });

  it('a term it cannot name is said without its name', () => {
    const [line] = describeGaps(
      [{ kind: 'GRADES', curricularComponent: arts, academicTermId: 't9' }],
      'c1',
      () => undefined,
    );
    expect(line?.text).toBe('Notas de Arte em um período não lançadas');
  });
});
