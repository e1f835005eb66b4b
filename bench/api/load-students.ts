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
