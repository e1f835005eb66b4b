import {
  bnccCatalogueItemSchema,
  bnccImportResultSchema,
  bnccSeed,
  messages,
  serverMessages,
} from '@lousa/domain';
import { asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, bnccStandards } from '../src/db/schema.ts';
import { checkBnccCsv } from '../src/routes/bncc-standards.ts';
import type { RunningServer } from '../src/server.ts';
import { type Item, useSchool } from './builders.ts';
import type { TestClient } from './helpers.ts';

/*
 * POST /bncc-standards/import (issue 14, decision 0014): a CSV of standards previewed, then
 * imported in one transaction; codes already in the catalogue are left as they are; a file with
 * any bad line imports nothing. Network-wide 'registries.write' users only.
 */

let server: RunningServer;
let admin: TestClient;
const clock = new Date('2026-06-15T15:00:00Z');
const PATH = '/api/bncc-standards/import';
const HEADER = 'codigo;descricao;objeto_conhecimento;componente;ano';
const DENIED = { message: serverMessages.permissionDenied };

type Result = v.InferOutput<typeof bnccImportResultSchema>;

/** Signed-in users of the suite. */
const people = {} as Record<'teacher' | 'secretary' | 'networkCoordinator', TestClient>;

/** A standard of a test file and its CSV line (`;` between columns). */
const standard = (code: string, component = 'Arte', year = '1º') => ({
  code,
  description: `Explorar ${code} em diferentes contextos.`,
  learningObject: 'Contextos e práticas',
  component,
  year,
});
const line = (item: ReturnType<typeof standard>) =>
  [item.code, item.description, item.learningObject, item.component, item.year].join(';');
const csvOf = (...lines: string[]) => `${[HEADER, ...lines].join('\n')}\n`;

const importCsv = (csv: string, dryRun?: boolean, client = admin) =>
  client.post<Result & { message?: string }>(
    PATH,
    dryRun === undefined ? { csv } : { csv, dryRun },
  );

/** Everything an import could write: the catalogue's rows and the audit log's size. */
async function snapshot() {
  return {
    catalogue: await server.db.select().from(bnccStandards).orderBy(asc(bnccStandards.code)),
    audit: (await server.db.select({ id: auditEvents.id }).from(auditEvents)).length,
  };
}

const school = useSchool({ testing: { now: () => clock } });

beforeAll(async () => {
  ({ server, admin } = school);
  const unit = await school.build.unit('Escola Alfa');
  await school.build.created('/roles', {
    name: 'Coordenação da rede',
    permissions: ['registries.read', 'registries.write', 'network.all'],
  });
  const signed = async (firstName: string, role: string, units: string[]) =>
    (await school.build.signedUser(firstName, role, units)).client;
  people.teacher = await signed('Beatriz', 'Professor(a)', [unit.id]);
  people.secretary = await signed('Helena', 'Secretaria Escolar', [unit.id]);
  people.networkCoordinator = await signed('Otavio', 'Coordenação da rede', []);
}, 60_000);

describe('the preview (dryRun, the default)', () => {
  it('lists what would be added and the codes already there, and writes nothing', async () => {
    const before = await snapshot();
    const csv = csvOf(
      line(standard('EF15AR01')),
      line(standard('EF01LP01')),
      line(standard('EF15AR02')),
    );
    for (const dryRun of [undefined, true]) {
      const answer = await importCsv(csv, dryRun);
      expect(answer.status, answer.text).toBe(200);
      expect(v.is(bnccImportResultSchema, answer.body)).toBe(true);
      expect(answer.body).toEqual({
        dryRun: true,
        added: [standard('EF15AR01'), standard('EF15AR02')],
        existing: ['EF01LP01'],
        errors: [],
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    {
      name: 'reads the header with accents, case and spaces, a BOM, CRLF and quoted fields',
      csv:
        '\uFEFFCódigo;Descrição;Objeto de conhecimento;Componente;Ano\r\n' +
        ' ef15ar03 ;"Criar ""formas"" livres; em grupo";" Formas\r\nvisuais ";Arte;"1º, 2º"\r\n' +
        '\r\n' +
        'EF15AR04;Explorar cores.;Cores;Arte;3º\r\n',
      existing: [],
      added: [
        {
          code: 'EF15AR03',
          description: 'Criar "formas" livres; em grupo',
          learningObject: 'Formas\nvisuais',
          component: 'Arte',
          year: '1º, 2º',
        },
        {
          code: 'EF15AR04',
          description: 'Explorar cores.',
          learningObject: 'Cores',
          component: 'Arte',
          year: '3º',
        },
      ],
    },
    {
      name: 'reads a comma-separated file, with commas inside quotes',
      csv: [
        'codigo,descricao,objeto_conhecimento,componente,ano',
        'EF15AR05,"Ler, ver e ouvir.",Fruição,Arte,2º',
        'EF01LP02,"Escrever, espontaneamente.",Escrita,Língua Portuguesa,1º',
      ].join('\n'),
      existing: ['EF01LP02'],
      added: [
        {
          code: 'EF15AR05',
          description: 'Ler, ver e ouvir.',
          learningObject: 'Fruição',
          component: 'Arte',
          year: '2º',
        },
      ],
    },
  ])('$name', async ({ csv, existing, added }) => {
    const answer = await importCsv(csv);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({ dryRun: true, added, existing, errors: [] });
  });

  it('reports one error per bad line, by line number, with the good lines still listed', async () => {
    const good = standard('EF15AR06');
    const csv = csvOf(
      line(good), // line 2
      line(standard('XX01')), // 3: bad code
      'EF15AR07;Descrição;Objeto;Arte', // 4: 4 columns
      'EF15AR08;;Objeto;Arte;1º', // 5: no description
      'EF15AR09;Descrição;  ;Arte;1º', // 6: no object of knowledge
      'EF15AR10;Descrição;Objeto; ;1º', // 7: no component
      'EF15AR11;Descrição;Objeto;Arte;', // 8: no year
      '', // 9: blank, skipped
      ';;;;', // 10: every field empty, skipped
      line(standard('ef15ar06')), // 11: duplicate of line 2
      'EF15AR12;Descrição;Objeto;Arte;1º;extra', // 12: 6 columns
      line(standard('EM13LGG101', 'Linguagens', '1ª a 3ª série')), // 13: good
    );
    const answer = await importCsv(csv);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({
      dryRun: true,
      added: [good, standard('EM13LGG101', 'Linguagens', '1ª a 3ª série')],
      existing: [],
      errors: [
        { line: 3, message: serverMessages.bnccCodeInvalid('XX01') },
        { line: 4, message: serverMessages.bnccLineColumns },
        { line: 5, message: 'A descrição é obrigatória.' },
        { line: 6, message: 'O objeto de conhecimento é obrigatório.' },
        { line: 7, message: 'O componente é obrigatório.' },
        { line: 8, message: 'O ano é obrigatório.' },
        { line: 11, message: 'O código EF15AR06 já aparece na linha 2.' },
        { line: 12, message: serverMessages.bnccLineColumns },
      ],
    });
  });

  it('names the first line of a code repeated several times, even a line with an error', async () => {
    const csv = csvOf(
      'EF15AR13;;Objeto;Arte;1º',
      line(standard('EF15AR13')),
      line(standard('EF15AR13')),
    );
    expect((await importCsv(csv)).body.errors).toEqual([
      { line: 2, message: serverMessages.bnccFieldRequired('description') },
      { line: 3, message: serverMessages.bnccDuplicateInFile('EF15AR13', 2) },
      { line: 4, message: serverMessages.bnccDuplicateInFile('EF15AR13', 2) },
    ]);
  });

  it('numbers lines by where they start when a quoted field spans lines', async () => {
    const csv = csvOf('EF15AR14;"Primeira\nsegunda\nterceira";Objeto;Arte;1º', 'XX;a;b;c;d');
    expect((await importCsv(csv)).body.errors).toEqual([
      { line: 5, message: serverMessages.bnccCodeInvalid('XX') },
    ]);
  });

  it('checks nothing else when the header is wrong: one error at line 1', async () => {
    for (const header of [
      'codigo;descricao;componente;ano',
      'code;description;learning_object;component;year',
      'codigo;descricao;objeto_conhecimento;componente;ano;extra',
      'EF15AR01;Explorar;Formas;Arte;1º',
    ]) {
      const answer = await importCsv(`${header}\nXX;;;\n${line(standard('EF15AR15'))}\n`);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body).toEqual({
        dryRun: true,
        added: [],
        existing: [],
        errors: [{ line: 1, message: serverMessages.bnccHeaderInvalid }],
      });
    }
  });

  it('refuses an empty file and one above 5,000 standards with one error at line 1', async () => {
    for (const csv of [`${HEADER}\n`, `${HEADER}\n\n;;;;\n`, '\n \n']) {
      expect((await importCsv(csv)).body).toEqual({
        dryRun: true,
        added: [],
        existing: [],
        errors: [{ line: 1, message: serverMessages.bnccFileEmpty }],
      });
    }
    const tooMany = csvOf(...Array.from({ length: 5001 }, () => 'EF15AR01;a;b;c;d'));
    expect((await importCsv(tooMany)).body).toEqual({
      dryRun: true,
      added: [],
      existing: [],
      errors: [{ line: 1, message: serverMessages.bnccFileTooLarge }],
    });
  });

  it('accepts exactly 5,000 standards', () => {
    const codes = Array.from(
      { length: 5000 },
      (_, index) =>
        `EF${String(Math.floor(index / 100)).padStart(2, '0')}AR${String(index % 100).padStart(2, '0')}`,
    );
    const checked = checkBnccCsv(csvOf(...codes.map((code) => `${code};a;b;c;d`)));
    expect(checked.errors).toEqual([]);
    expect(checked.standards.map((item) => item.code)).toEqual(codes);
  });
});

describe('the import (dryRun false)', () => {
  it('imports nothing from a file with any error: 422 with the preview', async () => {
    const before = await snapshot();
    const csv = csvOf(line(standard('EF15AR20')), line(standard('EF01LP03')), 'EF15AR21;a;b;c');
    const answer = await importCsv(csv, false);
    expect(answer.status, answer.text).toBe(422);
    expect(answer.body).toEqual({
      message: serverMessages.bnccImportHasErrors,
      dryRun: true,
      added: [standard('EF15AR20')],
      existing: ['EF01LP03'],
      errors: [{ line: 4, message: serverMessages.bnccLineColumns }],
    });
    const header = await importCsv('codigo;descricao\n', false);
    expect(header.status).toBe(422);
    expect(header.body.errors).toEqual([{ line: 1, message: serverMessages.bnccHeaderInvalid }]);
    expect(await snapshot()).toEqual(before);
  });

  it('adds the new standards, leaves existing ones as they are, audited once', async () => {
    const before = await snapshot();
    const seeded = before.catalogue.find((row) => row.code === 'EF01LP04');
    const csv = csvOf(
      line(standard('EF15AR22')),
      line(standard('EF01LP04', 'Outro componente')),
      line(standard('EF15AR23', 'Arte', '2º')),
    );
    const answer = await importCsv(csv, false);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({
      dryRun: false,
      added: [standard('EF15AR22'), standard('EF15AR23', 'Arte', '2º')],
      existing: ['EF01LP04'],
      errors: [],
    });

    const list = await admin.get<Item[]>('/api/bncc-standards?component=Arte');
    expect(list.status).toBe(200);
    expect(v.is(v.array(bnccCatalogueItemSchema), list.body)).toBe(true);
    expect(list.body.map(({ id: _id, ...item }) => item)).toEqual([
      standard('EF15AR22'),
      standard('EF15AR23', 'Arte', '2º'),
    ]);
    const all = await people.teacher.get<Item[]>('/api/bncc-standards?pageSize=100');
    expect(all.body.map((item) => item.code)).toEqual(
      [...bnccSeed.map((item) => item.code), 'EF15AR22', 'EF15AR23'].sort(),
    );
    const [kept] = await server.db
      .select()
      .from(bnccStandards)
      .where(eq(bnccStandards.code, 'EF01LP04'));
    expect(kept).toEqual(seeded);

    const events = await server.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.resource, 'bncc-standards'));
    expect(events).toEqual([
      expect.objectContaining({
        action: 'create',
        resource: 'bncc-standards',
        resourceId: null,
        actorEmail: 'admin@escola.test',
        fields: ['code', 'description', 'learningObject', 'component', 'year'],
        at: clock,
      }),
    ]);

    // The same file again: everything is already there, nothing is written.
    const after = await snapshot();
    const again = await importCsv(csv, false);
    expect(again.status, again.text).toBe(200);
    expect(again.body).toEqual({
      dryRun: false,
      added: [],
      existing: ['EF15AR22', 'EF01LP04', 'EF15AR23'],
      errors: [],
    });
    expect(await snapshot()).toEqual(after);
  });

  it('is open to a network-wide role with registries.write', async () => {
    const answer = await importCsv(
      csvOf(line(standard('EF15AR24'))),
      false,
      people.networkCoordinator,
    );
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.added).toEqual([standard('EF15AR24')]);
  });
});

describe('who may import, and what', () => {
  it('refuses a teacher and a unit-scoped secretary: 403, nothing written', async () => {
    const before = await snapshot();
    for (const client of [people.teacher, people.secretary]) {
      for (const dryRun of [true, false]) {
        const answer = await importCsv(csvOf(line(standard('EF15AR30'))), dryRun, client);
        expect(answer.status, answer.text).toBe(403);
        expect(answer.body).toEqual(DENIED);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers 400 for a bad body, 405 for another method', async () => {
    const empty = await admin.post(PATH, { csv: '' });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      message: serverMessages.invalidBody,
      issues: [{ path: 'csv', message: messages.bnccFileRequired }],
    });
    for (const body of [{}, { csv: 12 }, { csv: HEADER, dryRun: 'sim' }, []]) {
      const answer = await admin.post<{ message: string }>(PATH, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toBe(serverMessages.invalidBody);
    }
    const get = await admin.get(PATH);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });
});
