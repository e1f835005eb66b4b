// Bulk load of generated student records (a student and a guardian each) with COPY: PGlite reads
// the rows from a Blob ('/dev/blob'), PostgreSQL from a COPY ... FROM STDIN stream. The
// row-count triggers (migration 0003) fire on COPY as on INSERT, so X-Total-Count stays right.
import type { PGlite } from '@electric-sql/pglite';
import type { Person } from '@lousa/domain';
import { createFaker } from '@lousa/domain/fake';
import postgres from 'postgres';
import { newId } from '../../packages/server/src/db/ids.ts';

const PERSON_COLUMNS = [
  'id',
  'cpf',
  'rg',
  'name',
  'social_name',
  'gender',
  'ethnicity',
  'birth_date',
  'birth_certificate',
  'sus_card',
  'email',
  'contact',
  'nationality',
  'location_zone',
  'birth_city',
  'birth_state',
  'street',
  'number',
  'complement',
  'neighborhood',
  'city',
  'state',
  'zip_code',
];
const STUDENT_COLUMNS = ['id', 'person_id', 'guardian_id'];

/** A value of COPY's text format: \N for null, backslash escapes for the special characters. */
const field = (value: string | null | undefined) =>
  value === null || value === undefined || value === ''
    ? '\\N'
    : value.replace(
        /[\\\t\n\r]/g,
        (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c] ?? c,
      );

function personLine(id: string, p: Person): string {
  return [
    id,
    p.cpf,
    p.rg,
    p.name,
    p.socialName,
    p.gender,
    p.ethnicity,
    p.birthDate.slice(0, 10),
    p.birthCertificate,
    p.susCard,
    p.email,
    p.contact,
    p.nationality,
    p.locationZone,
    p.birthCity,
    p.birthState,
    p.address.street,
    p.address.number,
    p.address.complement,
    p.address.neighborhood,
    p.address.city,
    p.address.state,
    p.address.zipCode,
  ]
    .map(field)
    .join('\t');
}

export interface Target {
  pglite?: PGlite;
  databaseUrl?: string;
}

async function copy(target: Target, table: string, columns: string[], lines: string[]) {
  const text = `${lines.join('\n')}\n`;
  const statement = `copy ${table} (${columns.join(', ')})`;
  if (target.pglite) {
    await target.pglite.query(`${statement} from '/dev/blob'`, [], { blob: new Blob([text]) });
    return;
  }
  const sql = postgres(target.databaseUrl as string, { max: 1, onnotice: () => {} });
  try {
    const stream = await sql.unsafe(`${statement} from stdin`).writable();
    await new Promise<void>((ok, fail) => {
      stream.on('error', fail);
      stream.end(text, () => ok());
    });
    // The COPY completes when the server acknowledges it; a query after it waits for that.
    await sql`select 1`;
  } finally {
    await sql.end();
  }
}

/**
 * Inserts `count` generated student records in chunks of `chunk` (persons first, then students)
 * and answers the seconds spent generating and copying.
 */
export async function loadStudents(
  target: Target,
  count: number,
  options: { seed?: number; chunk?: number; onProgress?: (done: number) => void } = {},
): Promise<{ generateSeconds: number; copySeconds: number }> {
  const faker = createFaker(options.seed ?? 20_260_501);
  const chunk = options.chunk ?? 50_000;
  let generateMs = 0;
  let copyMs = 0;
  for (let done = 0; done < count; ) {
    const size = Math.min(chunk, count - done);
    let started = performance.now();
    const persons: string[] = [];
    const students: string[] = [];
    for (let i = 0; i < size; i++) {
      const record = faker.studentRecord();
      const personId = newId();
      const guardianId = newId();
      persons.push(personLine(personId, record.person), personLine(guardianId, record.guardian));
      students.push([newId(), personId, guardianId].join('\t'));
    }
    generateMs += performance.now() - started;
    started = performance.now();
    await copy(target, 'persons', PERSON_COLUMNS, persons);
    await copy(target, 'students', STUDENT_COLUMNS, students);
    copyMs += performance.now() - started;
    done += size;
    options.onProgress?.(done);
  }
  return { generateSeconds: generateMs / 1000, copySeconds: copyMs / 1000 };
}

/**
 * Gives the loaded students the shape of a network: one school unit per 1,000 students (at least
 * one), a course of a 9-component matrix in each, classrooms of 30, this calendar year as the
 * academic year, 95 % of the students enrolled in a classroom of their unit and 5 % without a
 * class. No teacher is assigned: every classroom is on the home page's 'sem professor' list (its
 * worst case). Plain SQL, so it runs as fast on PGlite as on PostgreSQL and every kept count's
 * trigger fires as on the API's writes. Answers a line about what it made.
 */
export async function placeStudents(target: Target): Promise<string> {
  const client = target.pglite
    ? undefined
    : postgres(target.databaseUrl as string, { max: 1, onnotice: () => {} });
  const run = async (query: string): Promise<Record<string, unknown>[]> =>
    client
      ? [...(await client.unsafe(query))]
      : (((await target.pglite?.query(query))?.rows ?? []) as Record<string, unknown>[]);
  try {
    return await place(run);
  } finally {
    await client?.end();
  }
}

async function place(run: (query: string) => Promise<Record<string, unknown>[]>) {
  await run(`create temporary table bench_places as
    select id, (n % u) as unit_no, (n / u) / 30 as class_no, n % 20 = 0 as classless
      from (select id, row_number() over (order by id) - 1 as n,
                   greatest(1, round(count(*) over () / 1000.0))::int as u from students) as s`);
  await run(`insert into school_units (id, name, cnpj, area, principal_name, street, number,
      neighborhood, city, state, zip_code)
    select gen_random_uuid(), 'Escola ' || unit_no, lpad(unit_no::text, 14, '0'), 'URBAN',
      'Maria Lima', 'Rua das Flores', '120', 'Centro', 'Campinas', 'SP', '13010000'
      from (select distinct unit_no from bench_places) as u`);
  await run(
    `insert into teaching_modalities (id, name) values (gen_random_uuid(), 'Ensino Fundamental')`,
  );
  await run(`insert into curricular_components (id, name)
    select gen_random_uuid(), 'Componente ' || n from generate_series(1, 9) as n`);
  await run(`insert into curriculum_matrices (id, name) values (gen_random_uuid(), 'Matriz EF')`);
  await run(`insert into curriculum_matrix_items (matrix_id, curricular_component_id, position, workload)
    select m.id, c.id, row_number() over (order by c.name), 80
      from curriculum_matrices m cross join curricular_components c`);
  await run(`insert into courses (id, name, teaching_modality_id, curriculum_matrix_id, school_unit_id)
    select gen_random_uuid(), 'Anos Iniciais', (select id from teaching_modalities),
      (select id from curriculum_matrices), u.id from school_units u`);
  await run(`insert into course_grade_levels (id, course_id, name, position, inep_stage_code)
    select gen_random_uuid(), co.id, '1º Ano', 0, 14 from courses co`);
  await run(`insert into academic_years (id, year, start_date, end_date)
    values (gen_random_uuid(), extract(year from now())::text,
      date_trunc('year', now())::date, (date_trunc('year', now()) + interval '1 year - 1 day')::date)`);
  await run(`insert into classrooms (id, name, shift, school_unit_id, course_id, academic_year_id,
      grade_level_id)
    select gen_random_uuid(), 'Turma ' || p.class_no, 'MORNING', u.id, co.id,
      (select id from academic_years), gl.id
      from (select distinct unit_no, class_no from bench_places) as p
      join school_units u on u.name = 'Escola ' || p.unit_no
      join courses co on co.school_unit_id = u.id
      join course_grade_levels gl on gl.course_id = co.id`);
  await run(`update students s set school_unit_id = u.id from bench_places p
      join school_units u on u.name = 'Escola ' || p.unit_no where p.id = s.id`);
  await run(`insert into enrollments (id, student_id, classroom_id, school_unit_id,
      academic_year_id, status, date)
    select gen_random_uuid(), p.id, c.id, u.id, (select id from academic_years), 'ACTIVE',
      date_trunc('year', now())::date
      from bench_places p
      join school_units u on u.name = 'Escola ' || p.unit_no
      join classrooms c on c.school_unit_id = u.id and c.name = 'Turma ' || p.class_no
     where not p.classless`);
  const figures = async (query: string) =>
    Number((await run(query))[0]?.n ?? 0).toLocaleString('en');
  const line =
    `${await figures('select count(*) as n from school_units')} units, ` +
    `${await figures('select count(*) as n from classrooms')} classrooms, ` +
    `${await figures('select count(*) as n from enrollments')} enrolments`;
  await run('drop table bench_places');
  return line;
}
