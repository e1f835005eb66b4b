import { describe, expect, it } from 'vitest';
import { errorsOf, outputOf } from '../../testing.ts';
import { academicCalendarCreateSchema } from './academic-calendar.ts';
import { academicTermCreateSchema } from './academic-term.ts';
import { academicYearCreateSchema } from './academic-year.ts';
import {
  schoolDayBatchSchema,
  schoolDayCreateSchema,
  schoolDayTypeCreateSchema,
} from './school-day.ts';

const UUID = '6f1c1f0e-8a4b-4c5d-9e6f-0a1b2c3d4e5f';
const UUID2 = '0b7e3c1a-2d4f-4e6a-8b9c-1d2e3f4a5b6c';

describe('academicYearCreateSchema', () => {
  it('outputs year, startDate and endDate as midnight-UTC ISO strings', () => {
    expect(
      outputOf(academicYearCreateSchema, {
        year: '2026',
        startDate: '2026-02-01T00:00:00.000Z',
        endDate: '15/12/2026',
      }),
    ).toEqual({
      year: '2026',
      startDate: '2026-02-01T00:00:00.000Z',
      endDate: '2026-12-15T00:00:00.000Z',
    });
  });

  it('refuses an end before the start, on endDate', () => {
    expect(
      errorsOf(academicYearCreateSchema, {
        year: '2026',
        startDate: '2026-12-15T00:00:00.000Z',
        endDate: '2026-02-01T00:00:00.000Z',
      }),
    ).toEqual({ endDate: 'A data de fim não pode ser anterior à data de início' });
  });

  it('accepts a one-day year (end equal to start)', () => {
    const day = '2026-02-01T00:00:00.000Z';
    expect(
      errorsOf(academicYearCreateSchema, { year: '2026', startDate: day, endDate: day }),
    ).toEqual({});
  });

  it('refuses empty dates as invalid and a year with letters', () => {
    expect(
      errorsOf(academicYearCreateSchema, { year: 'ABCD', startDate: '', endDate: '' }),
    ).toEqual({
      year: 'O ano deve ter 4 dígitos',
      startDate: 'Data inválida',
      endDate: 'Data inválida',
    });
  });
});

describe('academicCalendarCreateSchema', () => {
  it('outputs title, academicYearId and the school units (none: the whole network)', () => {
    expect(
      outputOf(academicCalendarCreateSchema, { title: ' Calendário 2026 ', academicYearId: UUID }),
    ).toEqual({
      title: 'Calendário 2026',
      academicYearId: UUID,
      schoolUnitIds: [],
    });
    expect(
      outputOf(academicCalendarCreateSchema, {
        title: 'Calendário Rural',
        academicYearId: UUID,
        schoolUnitIds: [UUID.toUpperCase(), UUID],
      }),
    ).toMatchObject({ schoolUnitIds: [UUID.toLowerCase()] });
    expect(
      errorsOf(academicCalendarCreateSchema, {
        title: 'Calendário',
        academicYearId: UUID,
        schoolUnitIds: ['x'],
      }),
    ).toEqual({ schoolUnitIds: 'Selecione unidades escolares válidas' });
  });

  it('requires a title and a year id that is a uuid', () => {
    expect(errorsOf(academicCalendarCreateSchema, { title: '', academicYearId: '' })).toEqual({
      title: 'O título é obrigatório',
      academicYearId: 'O ano letivo é obrigatório',
    });
    expect(errorsOf(academicCalendarCreateSchema, { title: 'C', academicYearId: '2026' })).toEqual({
      academicYearId: 'Ano letivo inválido',
    });
  });
});

describe('academicTermCreateSchema', () => {
  const term = {
    title: '1º Bimestre',
    startDate: '2026-02-01T00:00:00.000Z',
    endDate: '2026-04-30T00:00:00.000Z',
    academicCalendarId: UUID,
  };

  it('outputs the POST /academic-terms body', () => {
    expect(outputOf(academicTermCreateSchema, term)).toEqual(term);
  });

  it('requires every field and refuses an end before the start', () => {
    expect(errorsOf(academicTermCreateSchema, {})).toEqual({
      title: 'O título é obrigatório',
      startDate: 'A data de início é obrigatória',
      endDate: 'A data de fim é obrigatória',
      academicCalendarId: 'O calendário acadêmico é obrigatório',
    });
    expect(
      errorsOf(academicTermCreateSchema, { ...term, endDate: '2026-01-31T00:00:00.000Z' }),
    ).toEqual({ endDate: 'A data de fim não pode ser anterior à data de início' });
    expect(errorsOf(academicTermCreateSchema, { ...term, academicCalendarId: 'x' })).toEqual({
      academicCalendarId: 'Calendário acadêmico inválido',
    });
  });
});

describe('schoolDayCreateSchema and schoolDayTypeCreateSchema', () => {
  it('outputs the POST /school-days body', () => {
    expect(
      outputOf(schoolDayCreateSchema, {
        date: '07/03/2026',
        academicCalendarId: UUID,
        typeId: UUID2,
      }),
    ).toEqual({ date: '2026-03-07T00:00:00.000Z', academicCalendarId: UUID, typeId: UUID2 });
  });

  it('requires date, calendar and type', () => {
    expect(
      errorsOf(schoolDayCreateSchema, { date: '', academicCalendarId: '', typeId: '' }),
    ).toEqual({
      date: 'A data é obrigatória',
      academicCalendarId: 'O calendário acadêmico é obrigatório',
      typeId: 'O tipo é obrigatório',
    });
    expect(
      errorsOf(schoolDayCreateSchema, {
        date: '30/02/2026',
        academicCalendarId: UUID,
        typeId: 'x',
      }),
    ).toEqual({
      date: 'Data inválida',
      typeId: 'Tipo inválido',
    });
  });

  it('school-day type: a required description and a required kind among the six', () => {
    expect(
      outputOf(schoolDayTypeCreateSchema, { description: ' Aula normal ', kind: 'DIA_LETIVO' }),
    ).toEqual({ description: 'Aula normal', kind: 'DIA_LETIVO' });
    expect(errorsOf(schoolDayTypeCreateSchema, { description: ' ', kind: 'FERIADO' })).toEqual({
      description: 'A descrição é obrigatória',
    });
    expect(errorsOf(schoolDayTypeCreateSchema, { description: 'Feriado' })).toEqual({
      kind: 'A categoria do tipo é obrigatória',
    });
    expect(errorsOf(schoolDayTypeCreateSchema, { description: 'Feriado', kind: '' })).toEqual({
      kind: 'A categoria do tipo é obrigatória',
    });
    expect(errorsOf(schoolDayTypeCreateSchema, { description: 'Feriado', kind: 'FOLGA' })).toEqual({
      kind: 'Categoria inválida',
    });
  });
});

describe('schoolDayBatchSchema', () => {
  const batch = (extra: Record<string, unknown> = {}) => ({
    academicCalendarId: UUID,
    typeId: UUID2,
    from: '02/03/2026',
    to: '2026-03-13T00:00:00.000Z',
    weekdays: [5, 1, 2, 3, 4],
    ...extra,
  });

  it('outputs the POST /school-days/batch body: dates as the add-day form, weekdays in order', () => {
    expect(outputOf(schoolDayBatchSchema, batch({ weekdays: [5, 1, 1, 3] }))).toEqual({
      academicCalendarId: UUID,
      typeId: UUID2,
      from: '2026-03-02T00:00:00.000Z',
      to: '2026-03-13T00:00:00.000Z',
      weekdays: [1, 3, 5],
    });
    expect(outputOf(schoolDayBatchSchema, batch({ to: '02/03/2026' })).to).toBe(
      '2026-03-02T00:00:00.000Z',
    );
  });

  it('requires the calendar, the type, both dates and a day of the week', () => {
    expect(
      errorsOf(schoolDayBatchSchema, {
        academicCalendarId: '',
        typeId: '',
        from: '',
        to: '',
        weekdays: [],
      }),
    ).toEqual({
      academicCalendarId: 'O calendário acadêmico é obrigatório',
      typeId: 'O tipo é obrigatório',
      from: 'A data de início é obrigatória',
      to: 'A data de fim é obrigatória',
      weekdays: 'Selecione ao menos um dia da semana',
    });
    expect(errorsOf(schoolDayBatchSchema, batch({ weekdays: undefined }))).toEqual({
      weekdays: 'Selecione ao menos um dia da semana',
    });
    expect(errorsOf(schoolDayBatchSchema, batch({ weekdays: [1, 7] }))).toEqual({
      weekdays: 'Dia da semana inválido',
    });
    expect(errorsOf(schoolDayBatchSchema, batch({ weekdays: [1.5] }))).toEqual({
      weekdays: 'Dia da semana inválido',
    });
    expect(errorsOf(schoolDayBatchSchema, batch({ weekdays: ['1'] }))).toEqual({
      'weekdays.0': 'Dia da semana inválido',
    });
  });

  it('refuses a range that ends before it starts, on to', () => {
    expect(errorsOf(schoolDayBatchSchema, batch({ from: '14/03/2026', to: '13/03/2026' }))).toEqual(
      { to: 'A data de fim não pode ser anterior à data de início' },
    );
  });

  it('takes a range of up to 366 days, both ends included; refuses a longer one on to', () => {
    expect(outputOf(schoolDayBatchSchema, batch({ from: '01/01/2026', to: '01/01/2027' })).to).toBe(
      '2027-01-01T00:00:00.000Z',
    );
    expect(errorsOf(schoolDayBatchSchema, batch({ from: '01/01/2026', to: '02/01/2027' }))).toEqual(
      { to: 'O período pode ter no máximo 366 dias' },
    );
  });
});
