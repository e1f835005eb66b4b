import {
  foldText,
  LIST_PAGE_SIZE_DEFAULT,
  type ListResourceDefinition,
  searchDigits,
  TOTAL_COUNT_HEADER,
} from '@lousa/domain';
import { HttpResponse, http } from 'msw';
import type { FixtureCollections, FixtureDb } from './db.ts';
import { type FixtureResource, type FixtureRow, fixtureResources } from './fixture-resources.ts';
import { handle, MockHttpError, readJsonBody } from './mock-http.ts';

/**
 * The generic fixture handlers of a declared resource: list (page, pageSize, q, sort,
 * X-Total-Count), get, create, update and delete over the fixture collections. They answer
 * what the collections hold and nothing more: no schema validation, no duplicate (409) or
 * missing-reference (422) rule — a story that needs one of those answers sets it for itself
 * (`badRequest`, `conflict`, `unprocessable`, `notFound`, `serverError` in scenarios.ts).
 */

/** What the generic handlers read of a declaration (a registry's, or a list-only one). */
type Declaration = Pick<ListResourceDefinition, 'key' | 'path' | 'notFound'> & {
  references?: Readonly<Record<string, string>>;
};

/**
 * A resource the fixtures hold no data for (a registry newer than them): its rows start empty,
 * in a collection of its key, and each sort key sorts by the field of that name.
 */
const emptyFixture = (key: string): FixtureResource => ({
  collection: key as keyof FixtureCollections,
  sortValues: new Proxy(
    {},
    { get: (_, field) => (row: FixtureRow) => String(row[field as string] ?? '') },
  ),
});

function fixtureOf(key: string): FixtureResource {
  return fixtureResources.get(key) ?? emptyFixture(key);
}

/** The rows of a resource: the very array of the fixture db (stories read and change it). */
export function fixtureRows(db: FixtureDb, key: string): FixtureRow[] {
  const collections = db as unknown as Record<string, FixtureRow[] | undefined>;
  const collection = fixtureOf(key).collection;
  collections[collection] ??= [];
  return collections[collection];
}
/** The texts a search looks in: the row's string values and those one level down (no ids). */
function searchableTexts(row: Record<string, unknown>, depth = 1): string[] {
  return Object.entries(row).flatMap(([key, value]) => {
    if (key === 'id') return [];
    if (typeof value === 'string') return [value];
    if (depth > 0 && value && typeof value === 'object' && !Array.isArray(value)) {
      return searchableTexts(value as Record<string, unknown>, depth - 1);
    }
    return [];
  });
}

/** A search written like a (partial) CPF or CNPJ: digits and mask characters only. */
const DOCUMENT_LIKE = /^[\d\s./-]*\d[\d\s./-]*$/;

/**
 * Case- and accent-insensitive: the folded search text inside a folded value. A search written
 * like a document ('529.982') also matches by digits, so a masked CPF or CNPJ finds the bare one.
 */
export function fixtureMatches(row: Record<string, unknown>, q: string): boolean {
  const text = foldText(q);
  const digits = DOCUMENT_LIKE.test(q) ? searchDigits(q) : '';
  return searchableTexts(row).some(
    (value) =>
      foldText(value).includes(text) || (digits !== '' && searchDigits(value).includes(digits)),
  );
}

/** Folded texts in code-point order, as the server sorts its text columns. */
function compareFolded(a: string, b: string): number {
  const [x, y] = [foldText(a), foldText(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

function positiveInteger(value: string | null): number | undefined {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 ? number : undefined;
}

/**
 * Filters, sorts and pages the rows the way the list call describes (`?page=&pageSize=&q=&sort=`
 * and the list's own filters, `fixture.filters`).
 */
export function fixtureListPage(
  rows: readonly FixtureRow[],
  fixture: FixtureResource,
  params: URLSearchParams,
): { items: FixtureRow[]; total: number } {
  const q = params.get('q')?.trim();
  let items = q ? rows.filter((row) => fixtureMatches(row, q)) : [...rows];
  for (const [name, matches] of Object.entries(fixture.filters ?? {})) {
    const value = params.get(name)?.trim();
    if (value) items = items.filter((row) => matches(row, value));
  }
  const sort = params.get('sort');
  const value = sort ? fixture.sortValues[sort.replace(/^-/, '')] : undefined;
  if (sort && value) {
    const direction = sort.startsWith('-') ? -1 : 1;
    // Ties go by creation order, in the same direction (the server's tie-breaker is the id).
    const created = new Map(rows.map((row, index) => [row, index]));
    items = items.sort(
      (a, b) =>
        direction *
        (compareFolded(value(a), value(b)) || (created.get(a) ?? 0) - (created.get(b) ?? 0)),
    );
  }
  const total = items.length;
  const page = positiveInteger(params.get('page'));
  if (page !== undefined) {
    const size = positiveInteger(params.get('pageSize')) ?? LIST_PAGE_SIZE_DEFAULT;
    items = items.slice((page - 1) * size, page * size);
  }
  return { items, total };
}

/**
 * A stored row from a body: every reference field `fooId` becomes `foo`, the referenced
 * fixture row (the client's schema keeps the fields it knows); a reference to a row that does
 * not exist is left out. A `password` is kept apart (sign-in), never in the row.
 */
function rowFields(
  db: FixtureDb,
  body: Record<string, unknown>,
  references: Readonly<Record<string, string>>,
  nestedReferences: FixtureResource['nestedReferences'] = {},
): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(body)) {
    if (field === 'password') continue;
    const target = references[field];
    const nested = nestedReferences[field];
    if (target && field.endsWith('Id')) {
      const referenced = fixtureRows(db, target).find((row) => row.id === value);
      if (referenced) fields[field.slice(0, -2)] = referenced;
    } else if (nested && Array.isArray(value)) {
      fields[field] = value.map((entry) =>
        entry && typeof entry === 'object'
          ? rowFields(db, entry as Record<string, unknown>, nested)
          : entry,
      );
    } else {
      fields[field] = value;
    }
  }
  return fields;
}

async function readObject(request: Request): Promise<Record<string, unknown>> {
  const body = await readJsonBody(request);
  return body && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

/** GET `<path>` (whole list, or a page with `X-Total-Count`) and GET `<path>/:id`. */
export function listHandlers(db: FixtureDb, def: Declaration, url: (path: string) => string) {
  const fixture = fixtureOf(def.key);
  const rows = () => fixtureRows(db, def.key);
  return {
    collection: [
      http.get(
        url(def.path),
        handle(({ request }) => {
          const listed = fixture.listItem ? rows().map(fixture.listItem) : rows();
          const { items, total } = fixtureListPage(
            listed,
            fixture,
            new URL(request.url).searchParams,
          );
          return HttpResponse.json(items, { headers: { [TOTAL_COUNT_HEADER]: String(total) } });
        }),
      ),
    ],
    item: [
      http.get(
        url(`${def.path}/:id`),
        handle(({ params }) => {
          const row = rows().find((candidate) => candidate.id === params.id);
          if (!row) throw new MockHttpError(404, def.notFound);
          return row;
        }),
      ),
    ],
  };
}

/**
 * A password in a PATCH (a user's 'Nova senha'): an administrator's reset, kept for sign-in as the
 * server keeps it; the user must then choose their own. (Its rule, no reset of one's own
 * password, is the server's: a story sets that 409 itself.)
 */
function resetPassword(db: FixtureDb, id: string, password: string) {
  db.passwords.set(id, password);
  db.passwordChangeRequired.add(id);
}

/** The list handlers plus POST `<path>`, PATCH and DELETE `<path>/:id`. */
export function resourceHandlers(
  db: FixtureDb,
  def: Declaration & { references: Readonly<Record<string, string>> },
  url: (path: string) => string,
) {
  const fixture = fixtureOf(def.key);
  const rows = () => fixtureRows(db, def.key);
  const indexOf = (id: unknown) => {
    const index = rows().findIndex((row) => row.id === id);
    if (index === -1) throw new MockHttpError(404, def.notFound);
    return index;
  };
  const list = listHandlers(db, def, url);
  return {
    collection: [
      ...list.collection,
      http.post(
        url(def.path),
        handle(
          async ({ request }) => {
            const body = await readObject(request);
            const fields = fixture.resolveBody?.(db, body) ?? body;
            const row: FixtureRow = {
              ...fixture.computed?.(),
              ...rowFields(db, fields, def.references, fixture.nestedReferences),
              id: db.faker.uuid(),
            };
            if (typeof body.password === 'string') db.passwords.set(row.id, body.password);
            rows().push(row);
            return row;
          },
          { created: true },
        ),
      ),
    ],
    item: [
      ...list.item,
      http.patch(
        url(`${def.path}/:id`),
        handle(async ({ request, params }) => {
          const index = indexOf(params.id);
          const body = await readObject(request);
          const fields = fixture.resolveBody?.(db, body) ?? body;
          const current = rows()[index] as FixtureRow;
          if (typeof body.password === 'string') resetPassword(db, current.id, body.password);
          const row: FixtureRow = {
            ...current,
            ...rowFields(db, fields, def.references, fixture.nestedReferences),
            id: current.id,
          };
          rows()[index] = row;
          return row;
        }),
      ),
      http.delete(
        url(`${def.path}/:id`),
        handle(({ params }) => {
          const [removed] = rows().splice(indexOf(params.id), 1);
          if (removed) db.passwords.delete(removed.id);
          return new HttpResponse(null, { status: 204 });
        }),
      ),
    ],
  };
}
