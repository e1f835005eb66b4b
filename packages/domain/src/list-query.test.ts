import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  foldText,
  LIST_PAGE_SIZE_MAX,
  listQueryParams,
  listQuerySchema,
  searchDigits,
} from './list-query.ts';
import { listQueryMessages } from './messages.ts';
import { errorsOf } from './testing.ts';

const schema = listQuerySchema(['name', 'cpf'] as const);
const parse = (input: Record<string, string>) => v.parse(schema, input);

describe('listQuerySchema', () => {
  it('reads page, pageSize, q and a descending sort from URL strings', () => {
    expect(parse({ page: '3', pageSize: '20', q: '  joão ', sort: '-name' })).toEqual({
      page: 3,
      pageSize: 20,
      q: 'joão',
      sort: { key: 'name', descending: true },
    });
  });

  it('answers the whole list when there is no page, with the default size of 10', () => {
    expect(parse({})).toEqual({ pageSize: 10 });
    expect(parse({ sort: 'cpf', q: '   ' })).toEqual({
      pageSize: 10,
      sort: { key: 'cpf', descending: false },
    });
  });

  it.each([
    [{ page: '0' }, 'page', listQueryMessages.pageInvalid],
    [{ page: '-1' }, 'page', listQueryMessages.pageInvalid],
    [{ page: '1.5' }, 'page', listQueryMessages.pageInvalid],
    [{ page: 'abc' }, 'page', listQueryMessages.pageInvalid],
    [{ pageSize: '0' }, 'pageSize', listQueryMessages.pageSizeInvalid(LIST_PAGE_SIZE_MAX)],
    [{ pageSize: '101' }, 'pageSize', listQueryMessages.pageSizeInvalid(LIST_PAGE_SIZE_MAX)],
    [{ sort: 'password' }, 'sort', listQueryMessages.sortInvalid],
    [{ sort: '--name' }, 'sort', listQueryMessages.sortInvalid],
    [{ q: 'x'.repeat(101) }, 'q', listQueryMessages.searchTooLong(100)],
  ])('refuses %o with a pt-BR message on %s', (input, path, message) => {
    expect(errorsOf(schema, input)).toEqual({ [path]: message });
  });

  it('takes 100 as the largest page size', () => {
    expect(parse({ page: '1', pageSize: '100' }).pageSize).toBe(100);
  });
});

describe('listQueryParams', () => {
  it('writes what is set, the page size only with a page, and -key for descending', () => {
    expect(
      listQueryParams({
        page: 2,
        pageSize: 30,
        q: ' ana ',
        sort: { key: 'name', descending: true },
      }),
    ).toEqual({ page: '2', pageSize: '30', q: 'ana', sort: '-name' });
    expect(listQueryParams({ pageSize: 30 })).toEqual({});
    expect(listQueryParams({ page: 1 })).toEqual({ page: '1', pageSize: '10' });
    expect(listQueryParams({ q: '  ' })).toEqual({});
  });

  it('round-trips through the schema', () => {
    const query = { page: 4, pageSize: 50, q: 'joão', sort: { key: 'cpf', descending: false } };
    expect(parse(listQueryParams(query))).toEqual(query);
  });
});

describe('foldText and searchDigits', () => {
  it('compares without case or accents, so joao finds João', () => {
    expect(foldText('João Ávila Çarão ÑANDU')).toBe('joao avila carao nandu');
    expect(foldText('JOÃO').includes(foldText('joao'))).toBe(true);
  });

  it('keeps only digits of a masked CPF or CNPJ', () => {
    expect(searchDigits('529.982.247-25')).toBe('52998224725');
    expect(searchDigits('12.345.678/0001-95')).toBe('12345678000195');
    expect(searchDigits('Maria')).toBe('');
  });
});
