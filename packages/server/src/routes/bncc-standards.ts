import {
  BNCC_IMPORT_MAX_LINES,
  type BnccImportResult,
  bnccImportPath,
  bnccImportSchema,
  bnccStandardsResource,
  foldText,
  serverMessages,
} from '@lousa/domain';
import { eq, inArray, or } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { auditOrigin, writeAudit } from '../audit/audit.ts';
import {
  accessOf,
  permissionDenied,
  requireAnyPermission,
  requirePermission,
} from '../auth/permissions.ts';
import type { Database } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { bnccStandards, fold } from '../db/schema.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { parseBody } from '../http/body.ts';
import { type CsvRecord, parseCsv } from '../http/csv.ts';
import { ApiError } from '../http/errors.ts';
import { queryParam } from '../http/query-params.ts';
import { isUuid, methodNotAllowed } from '../http/route-helpers.ts';
import { answerList, parseListQuery, readList } from '../resources/list.ts';
import { readItem } from '../resources/routes.ts';
import { listSpec } from '../resources/spec.ts';

/*
 * The BNCC catalogue (issue 14): the standards a lesson plan cites, seeded at every start
 * (seed/bncc.ts).
 *
 *   GET /bncc-standards        list (q: code, description, object of knowledge; sort code,
 *                              component, year; filter `component`, the exact name; by code
 *                              unless sorted)
 *   GET /bncc-standards/<id>
 *   POST /bncc-standards/import  a CSV file's standards added to the catalogue (below)
 *
 * Read by every pedagogy user and by the registries' readers: 'pedagogy.own-classes',
 * 'pedagogy.unit-classes' or 'registries.read'. Network-level: no unit scope; the import is
 * for network-wide users with 'registries.write' (decision 0011: a school's secretary does not
 * change what every school shares).
 *
 * The import (decision 0014) takes `{ csv, dryRun = true }`: a header `codigo;descricao;
 * objeto_conhecimento;componente;ano` (`;` or `,`, accents, case, spaces, `_` and 'de' ignored:
 * 'Código;Descrição;Objeto de conhecimento;Componente;Ano' reads the same), then one standard a
 * line; blank lines (every field empty) are skipped. It answers `bnccImportResultSchema`: the
 * standards that would be (or were) added, the codes already in the catalogue (left as they
 * are) and one error per bad line. A preview writes nothing. A real import of a file with any
 * error writes nothing and answers 422 `{ message, ...the preview }`; otherwise it inserts the
 * new standards in one transaction with one audit event and answers with `dryRun: false`.
 */

/** The permissions that read the catalogue. */
const CATALOGUE_READ = [
  'pedagogy.own-classes',
  'pedagogy.unit-classes',
  'registries.read',
] as const;

/** `component=<name>`: the standards of one curricular component (the BNCC's name). */
function componentFilter(c: Context) {
  const component = queryParam(c, 'component');
  return component === undefined ? undefined : eq(bnccStandards.component, component);
}

/** The catalogue's list and item reads. */
export const bnccStandardsSpec = listSpec({
  def: bnccStandardsResource,
  // The routes check any of CATALOGUE_READ (mountBnccStandards).
  permission: { read: 'registries.read' },
  table: bnccStandards,
  select: (db: Database) =>
    db
      .select({
        id: bnccStandards.id,
        code: bnccStandards.code,
        description: bnccStandards.description,
        learningObject: bnccStandards.learningObject,
        component: bnccStandards.component,
        year: bnccStandards.year,
      })
      .from(bnccStandards)
      .$dynamic(),
  toItem: (row) => row,
  search: (q) =>
    or(
      q.text(bnccStandards.code),
      q.text(bnccStandards.description),
      q.text(bnccStandards.learningObject),
    ),
  sort: {
    code: bnccStandards.code,
    component: fold(bnccStandards.component),
    year: bnccStandards.year,
  },
  tieBreaker: bnccStandards.code,
  defaultSort: { key: 'code', descending: false },
  filter: componentFilter,
});

/** The columns of an import file, as `headerName` reads the header's fields. */
const IMPORT_HEADER = ['codigo', 'descricao', 'objeto conhecimento', 'componente', 'ano'];

/** A header field compared without accents, case, `_`, extra spaces or the word 'de'. */
const headerName = (field: string) =>
  foldText(field)
    .split(/[\s_]+/)
    .filter((word) => word !== '' && word !== 'de')
    .join(' ');

/** A BNCC code: stage (EI, EF, EM), year(s), field or component, number (EM13LGG101). */
const BNCC_CODE = /^E[IFM]\d{2}[A-Z]{2,3}\d{2,3}$/;

/** The text columns every line must fill, in the file's order after the code. */
const REQUIRED_FIELDS = ['description', 'learningObject', 'component', 'year'] as const;

type ImportedStandard = BnccImportResult['added'][number];
type ImportError = BnccImportResult['errors'][number];

/** A file's good standards (in file order) and one error per bad line. */
export interface CheckedBnccFile {
  standards: ImportedStandard[];
  errors: ImportError[];
}

const isBlank = (record: CsvRecord) => record.fields.every((field) => field.trim() === '');
const fileError = (message: string): CheckedBnccFile => ({
  standards: [],
  errors: [{ line: 1, message }],
});

/**
 * Reads an import file (see the top of this file): a bad header, an empty file or one above
 * BNCC_IMPORT_MAX_LINES standards is one error at line 1; otherwise each line is checked in
 * turn — 5 columns, a valid code (trimmed, upper-cased), every other field filled (trimmed), a
 * code not already on an earlier line — and only its first problem is reported.
 */
export function checkBnccCsv(csv: string): CheckedBnccFile {
  const [header, ...records] = parseCsv(csv).records;
  if (header === undefined || (isBlank(header) && records.every(isBlank))) {
    return fileError(serverMessages.bnccFileEmpty);
  }
  if (
    header.fields.length !== IMPORT_HEADER.length ||
    header.fields.some((field, index) => headerName(field) !== IMPORT_HEADER[index])
  ) {
    return fileError(serverMessages.bnccHeaderInvalid);
  }
  const lines = records.filter((record) => !isBlank(record));
  if (lines.length === 0) return fileError(serverMessages.bnccFileEmpty);
  if (lines.length > BNCC_IMPORT_MAX_LINES) return fileError(serverMessages.bnccFileTooLarge);

  const standards: ImportedStandard[] = [];
  const errors: ImportError[] = [];
  const firstLine = new Map<string, number>();
  for (const { line, fields } of lines) {
    const [written = '', description = '', learningObject = '', component = '', year = ''] =
      fields.map((field) => field.trim());
    const code = written.toUpperCase();
    const standard = { code, description, learningObject, component, year };
    const missing = REQUIRED_FIELDS.find((field) => standard[field] === '');
    const earlier = firstLine.get(code);
    let message: string | null = null;
    if (fields.length !== IMPORT_HEADER.length) message = serverMessages.bnccLineColumns;
    else if (!BNCC_CODE.test(code)) message = serverMessages.bnccCodeInvalid(written);
    else if (missing !== undefined) message = serverMessages.bnccFieldRequired(missing);
    else if (earlier !== undefined) message = serverMessages.bnccDuplicateInFile(code, earlier);
    // A valid code is taken from its first line on, even when that line has another error.
    if (earlier === undefined && fields.length === IMPORT_HEADER.length && BNCC_CODE.test(code)) {
      firstLine.set(code, line);
    }
    if (message === null) standards.push(standard);
    else errors.push({ line, message });
  }
  return { standards, errors };
}

/** The codes among `codes` the catalogue already has. */
async function catalogued(db: Database, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .select({ code: bnccStandards.code })
    .from(bnccStandards)
    .where(inArray(bnccStandards.code, [...codes]));
  return new Set(rows.map((row) => row.code));
}

/** Standards inserted per statement (6 parameters each, far below PostgreSQL's 65,535). */
const INSERT_CHUNK = 1000;

/**
 * Inserts `standards` in one transaction, skipping codes a concurrent import added meanwhile,
 * with one audit event when any was inserted. Returns the inserted codes.
 */
async function insertStandards(
  db: Database,
  c: Context<AppEnv>,
  standards: readonly ImportedStandard[],
  now: Date,
): Promise<Set<string>> {
  if (standards.length === 0) return new Set();
  const origin = auditOrigin(c);
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    const inserted = new Set<string>();
    for (let start = 0; start < standards.length; start += INSERT_CHUNK) {
      const rows = await txDb
        .insert(bnccStandards)
        .values(
          standards
            .slice(start, start + INSERT_CHUNK)
            .map((standard) => ({ id: newId(), ...standard, createdAt: now })),
        )
        .onConflictDoNothing({ target: bnccStandards.code })
        .returning({ code: bnccStandards.code });
      for (const row of rows) inserted.add(row.code);
    }
    if (inserted.size > 0) {
      await writeAudit(
        txDb,
        origin,
        {
          action: 'create',
          resource: bnccStandardsResource.key,
          fields: ['code', 'description', 'learningObject', 'component', 'year'],
        },
        now,
      );
    }
    return inserted;
  });
}

/** The catalogue's routes (see the top of this file). */
export function mountBnccStandards(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps;
  const { path, notFound } = bnccStandardsResource;
  const read = requireAnyPermission(CATALOGUE_READ);
  const ctx = () => ({ today: deps.today() });

  app.get(path, read, async (c) => {
    const query = parseListQuery(c, bnccStandardsResource.sortKeys);
    const readCtx = ctx();
    const result = await readList(db, bnccStandardsSpec, query, readCtx, componentFilter(c));
    return answerList(c, bnccStandardsSpec, result, readCtx);
  });

  app.post(bnccImportPath, requirePermission('registries.write'), async (c) => {
    if (!accessOf(c).networkWide) throw permissionDenied();
    const body = await parseBody(c, bnccImportSchema);
    const file = checkBnccCsv(body.csv);
    const present = await catalogued(
      db,
      file.standards.map((standard) => standard.code),
    );
    const preview: BnccImportResult = {
      dryRun: true,
      added: file.standards.filter((standard) => !present.has(standard.code)),
      existing: file.standards
        .filter((standard) => present.has(standard.code))
        .map((standard) => standard.code),
      errors: file.errors,
    };
    if (body.dryRun) return c.json(preview);
    // A file with errors imports nothing: the preview comes with the refusal.
    if (preview.errors.length > 0) {
      return c.json({ message: serverMessages.bnccImportHasErrors, ...preview }, 422);
    }
    const inserted = await insertStandards(db, c, preview.added, deps.now());
    const result: BnccImportResult = {
      dryRun: false,
      added: preview.added.filter((standard) => inserted.has(standard.code)),
      existing: file.standards
        .filter((standard) => !inserted.has(standard.code))
        .map((standard) => standard.code),
      errors: [],
    };
    return c.json(result);
  });
  app.all(bnccImportPath, methodNotAllowed('POST'));

  app.get(`${path}/:id`, read, async (c) => {
    const id = c.req.param('id') ?? '';
    if (!isUuid(id)) throw new ApiError(404, notFound);
    const item = await readItem(db, bnccStandardsSpec, id.toLowerCase(), ctx());
    if (item === null) throw new ApiError(404, notFound);
    return c.json(item as object);
  });

  app.all(path, methodNotAllowed('GET'));
  app.all(`${path}/:id`, methodNotAllowed('GET'));
}
