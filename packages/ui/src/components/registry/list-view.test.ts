import { describe, expect, it } from 'vitest';
import { listQueryOf, readListView, writeListView } from './list-view';
import { patchBody, valuesFromRecord } from './record-values';

const keys = ['name', 'cnpj'] as const;
const read = (search: string) => readListView(new URLSearchParams(search), keys);

describe('the list view in the URL', () => {
  it('reads page, size, search and sort, with defaults for what is missing', () => {
    expect(read('')).toEqual({ pageIndex: 0, pageSize: 10, search: '', sort: undefined });
    expect(read('?page=2&pageSize=20&q=%20edu%20&sort=-name')).toEqual({
      pageIndex: 1,
      pageSize: 20,
      search: 'edu',
      sort: { key: 'name', descending: true },
    });
  });

  it('drops each unreadable value on its own', () => {
    expect(read('?page=0&pageSize=15&q=edu&sort=email')).toEqual({
      pageIndex: 0,
      pageSize: 10,
      search: 'edu',
      sort: undefined,
    });
    expect(read('?page=abc&pageSize=1000').pageIndex).toBe(0);
  });

  it('writes only what differs from the defaults, keeping other parameters', () => {
    const params = new URLSearchParams('?id=7&page=3');
    const written = writeListView(params, {
      pageIndex: 0,
      pageSize: 10,
      search: '  ',
      sort: undefined,
    });
    expect(written.toString()).toBe('id=7');
    expect(
      writeListView(new URLSearchParams(), {
        pageIndex: 1,
        pageSize: 30,
        search: 'joão',
        sort: { key: 'cnpj', descending: false },
      }).toString(),
    ).toBe('page=2&pageSize=30&q=jo%C3%A3o&sort=cnpj');
  });

  it('asks the list call for the view (pages counted from 1)', () => {
    expect(listQueryOf(read('?page=2&q=edu&sort=-name'))).toEqual({
      page: 2,
      pageSize: 10,
      q: 'edu',
      sort: { key: 'name', descending: true },
    });
    expect(listQueryOf(read(''))).toEqual({ page: 1, pageSize: 10 });
  });
});

describe('edit form values', () => {
  it("fill the form's fields from the record, nested ones too; null keeps the default", () => {
    const defaults = { name: '', email: '', address: { street: '', complement: '' } };
    const record = {
      id: '1',
      name: 'EM Monteiro Lobato',
      email: null,
      extra: 'ignored',
      address: { street: 'Rua A', complement: null, city: 'São Paulo' },
    };
    expect(valuesFromRecord(defaults, record)).toEqual({
      name: 'EM Monteiro Lobato',
      email: '',
      address: { street: 'Rua A', complement: '' },
    });
  });

  it('send an emptied field as null, so the PATCH clears it', () => {
    expect(
      patchBody({ name: 'x', email: undefined, address: { complement: undefined, city: 'y' } }),
    ).toEqual({ name: 'x', email: null, address: { complement: null, city: 'y' } });
  });
});
