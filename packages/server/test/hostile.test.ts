import { apiErrorBodySchema } from '@lousa/domain';
import { mulberry32 } from '@lousa/domain/fake';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSchool } from './builders.ts';
import type { TestClient } from './helpers.ts';

/*
 * A bad-input run: thousands of generated hostile bodies across every create. None may answer
 * 5xx, every rejection must carry the error body, and rejected requests must write nothing.
 */

let api: TestClient;
const school = useSchool();

beforeAll(() => {
  api = school.admin;
});

const HOSTILE_VALUES: unknown[] = [
  null,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 1,
  true,
  false,
  [],
  [1, 2, 3],
  {},
  { $gt: '' },
  '',
  ' ',
  '\t\n',
  'x'.repeat(300),
  'x'.repeat(20_000),
  'ação 🎓 日本語 עברית \u202e\u200b',
  '\ud800',
  "'; DROP TABLE users; --",
  "' OR '1'='1",
  '1; SELECT pg_sleep(5)',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  `{{7*7}}\${7*7}`,
  '../../../../etc/passwd',
  'NaN',
  '1e400',
  '0x1F',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '2026-02-30T00:00:00.000Z',
  '9999-12-31T23:59:59.999Z',
  '0000-01-01T00:00:00.000Z',
];

const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'];

interface Target {
  path: string;
  list: string;
  valid: () => Record<string, unknown>;
}

function mutations(valid: Record<string, unknown>, random: () => number): unknown[] {
  const bodies: unknown[] = [];
  const keys = Object.keys(valid);
  for (const key of keys) {
    for (const value of HOSTILE_VALUES) bodies.push({ ...valid, [key]: value });
    const { [key]: _removed, ...rest } = valid;
    bodies.push(rest);
    const nested = valid[key];
    if (nested && typeof nested === 'object' && !Array.isArray(nested)) {
      for (const inner of Object.keys(nested)) {
        for (const value of HOSTILE_VALUES.slice(0, 20)) {
          bodies.push({ ...valid, [key]: { ...nested, [inner]: value } });
        }
      }
    }
    if (Array.isArray(nested) && nested.length > 0) {
      const entry = nested[0] as Record<string, unknown>;
      bodies.push({ ...valid, [key]: Array.from({ length: 150 }, () => entry) });
      for (const inner of Object.keys(entry)) {
        for (const value of HOSTILE_VALUES.slice(0, 20)) {
          bodies.push({ ...valid, [key]: [{ ...entry, [inner]: value }] });
        }
      }
    }
  }
  for (const pollution of POLLUTION_KEYS) {
    bodies.push(
      JSON.parse(`{"${pollution}": {"polluted": "yes"}, ${JSON.stringify(valid).slice(1)}`),
    );
    bodies.push(JSON.parse(`{"${pollution}": {"polluted": "yes"}}`));
  }
  for (const whole of [null, 1, 'x', [], [valid], true]) bodies.push(whole);
  // Random combinations: several fields hostile at once.
  for (let i = 0; i < 40; i++) {
    const body: Record<string, unknown> = { ...valid };
    for (const key of keys) {
      if (random() < 0.5) body[key] = HOSTILE_VALUES[Math.floor(random() * HOSTILE_VALUES.length)];
    }
    bodies.push(body);
  }
  return bodies;
}

async function countRows(targets: Target[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const target of targets) {
    const answer = await api.get<unknown[]>(target.list);
    expect(answer.status).toBe(200);
    counts[target.list] = answer.body.length;
  }
  return counts;
}

describe('hostile bodies on every create', () => {
  it('never answer 5xx, always answer the error body, and write nothing when rejected', async () => {
    // Valid references for the bodies that do pass the schema.
    const created = async (path: string, body: unknown) => {
      const answer = await api.post<{ id: string }>(path, body);
      expect(answer.status, answer.text).toBe(201);
      return answer.body.id;
    };
    const modality = await created('/api/teaching-modalities', { name: 'Fundamental' });
    const component = await created('/api/curricular-components', { name: 'Arte' });
    const matrix = await created('/api/curriculum-matrices', {
      name: 'Matriz',
      matrix: [{ curricularComponentId: component, workload: 40 }],
    });
    const unit = await created('/api/school-units', {
      cnpj: '11222333000181',
      name: 'Escola Base',
      address: {
        street: 'Rua Um',
        number: '1',
        neighborhood: 'Centro',
        city: 'Recife',
        state: 'PE',
        zipCode: '50000000',
      },
      area: 'URBAN',
      principalName: 'Diretora Base',
    });
    const course = await created('/api/courses', {
      name: 'Curso Base',
      teachingModalityId: modality,
      curriculumMatrixId: matrix,
      schoolUnitId: unit,
      gradeLevels: [{ name: '1º Ano' }],
    });
    const levels = await api.get<{ id: string }[]>(`/api/courses/${course}/grade-levels`);
    const level = levels.body[0]?.id;
    const year = await created('/api/academic-calendars/years', {
      year: '2026',
      startDate: '2026-02-02T00:00:00.000Z',
      endDate: '2026-12-18T00:00:00.000Z',
    });
    const calendar = await created('/api/academic-calendars', {
      title: 'Calendário Base',
      academicYearId: year,
    });
    const dayType = await created('/api/school-day-types', {
      description: 'Dia Letivo',
      kind: 'DIA_LETIVO',
    });

    const targets: Target[] = [
      {
        path: '/api/users',
        list: '/api/users',
        valid: () => ({
          cpf: '39053344705',
          email: 'hostil@escola.test',
          firstName: 'Nome',
          lastName: 'Sobrenome',
          password: 'senha-segura',
        }),
      },
      {
        path: '/api/school-units',
        list: '/api/school-units',
        valid: () => ({
          cnpj: '45.723.174/0001-10',
          name: 'Escola Hostil',
          address: {
            street: 'Rua Dois',
            number: '2',
            complement: 'Bloco B',
            neighborhood: 'Boa Vista',
            city: 'Recife',
            state: 'PE',
            zipCode: '50.050-000',
          },
          area: 'RURAL',
          principalName: 'Diretor Hostil',
          inepCode: '26000001',
          email: 'escola@hostil.test',
          phone: '81999990000',
        }),
      },
      {
        path: '/api/courses',
        list: '/api/courses',
        valid: () => ({
          name: 'Curso',
          teachingModalityId: modality,
          curriculumMatrixId: matrix,
          schoolUnitId: unit,
        }),
      },
      {
        path: '/api/classrooms',
        list: '/api/classrooms',
        valid: () => ({
          name: 'Turma',
          shift: 'NIGHT',
          schoolUnitId: unit,
          courseId: course,
          academicYearId: year,
          gradeLevelId: level,
        }),
      },
      {
        path: '/api/academic-calendars/years',
        list: '/api/academic-calendars/years',
        valid: () => ({
          year: '2031',
          startDate: '2031-02-03T00:00:00.000Z',
          endDate: '2031-12-19T00:00:00.000Z',
        }),
      },
      {
        path: '/api/academic-calendars',
        list: '/api/academic-calendars',
        // The unit's own: the year's network calendar is 'Calendário Base'.
        valid: () => ({ title: 'Calendário', academicYearId: year, schoolUnitIds: [unit] }),
      },
      {
        path: '/api/academic-terms',
        list: '/api/academic-terms',
        valid: () => ({
          title: 'Bimestre',
          startDate: '2026-02-02T00:00:00.000Z',
          endDate: '2026-04-17T00:00:00.000Z',
          academicCalendarId: calendar,
        }),
      },
      {
        path: '/api/school-day-types',
        list: '/api/school-day-types',
        valid: () => ({ description: 'Feriado', kind: 'FERIADO' }),
      },
      {
        path: '/api/school-days',
        list: '/api/school-days',
        valid: () => ({
          date: '2026-04-21T00:00:00.000Z',
          academicCalendarId: calendar,
          typeId: dayType,
        }),
      },
      {
        path: '/api/teaching-modalities',
        list: '/api/teaching-modalities',
        valid: () => ({ name: 'Modalidade' }),
      },
      {
        path: '/api/curricular-components',
        list: '/api/curricular-components',
        valid: () => ({ name: 'Componente' }),
      },
      {
        path: '/api/curriculum-matrices',
        list: '/api/curriculum-matrices',
        valid: () => ({
          name: 'Matriz',
          matrix: [{ curricularComponentId: component, workload: '80' }],
        }),
      },
    ];

    const before = await countRows(targets);
    const random = mulberry32(20_260_501);
    const accepted: Record<string, number> = {};
    const statuses = new Map<number, number>();
    let sent = 0;
    for (const target of targets) {
      const bodies = mutations(target.valid(), random);
      for (const body of bodies) {
        const answer = await api.post(target.path, body);
        sent += 1;
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        expect(answer.status, `${target.path} ${JSON.stringify(body).slice(0, 200)}`).toBeLessThan(
          500,
        );
        if (answer.status === 201) {
          accepted[target.list] = (accepted[target.list] ?? 0) + 1;
          expect(JSON.stringify(answer.body)).not.toContain('polluted');
        } else {
          expect([400, 409, 413, 422], `${target.path} ${answer.status}`).toContain(answer.status);
          expect(v.is(apiErrorBodySchema, answer.body), answer.text).toBe(true);
          expect(answer.text).not.toMatch(/\bat .*\.ts:\d+/);
        }
      }
    }
    const after = await countRows(targets);
    for (const target of targets) {
      expect(after[target.list], target.list).toBe(
        (before[target.list] ?? 0) + (accepted[target.list] ?? 0),
      );
    }
    expect(sent).toBeGreaterThanOrEqual(2000);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(Object.prototype)).toEqual([]);
    // Most bodies are rejected; a few hostile-but-valid strings (SQL, scripts) are stored as text.
    expect(statuses.get(400) ?? 0).toBeGreaterThan(sent / 2);
  }, 180_000);
});
