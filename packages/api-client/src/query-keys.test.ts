import {
  coursesResource,
  LIST_PAGE_SIZE_DEFAULT,
  registryResources,
  studentsResource,
  usersResource,
} from '@lousa/domain';
import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { meKey, queryKeys, resourceKeys } from './query-keys.ts';

describe('resourceKeys', () => {
  it.each([...registryResources, studentsResource].map((def) => [def.key, def] as const))(
    '%s: every key starts with [def.key], so invalidating that prefix refreshes them all',
    (key, def) => {
      const keys = resourceKeys(def);
      expect(keys.all).toEqual([key]);
      for (const each of [
        keys.list({ page: 3, q: 'x' }),
        keys.whole,
        keys.wholeOf({ academicYearId: 'y1' }),
        keys.detail('id-1'),
      ]) {
        expect(partialMatchKey(each, keys.all)).toBe(true);
      }
    },
  );

  it('a list key is the request it makes: equal requests share it, other pages do not', () => {
    const keys = resourceKeys(usersResource);
    expect(keys.list({ page: 1 })).toEqual(
      keys.list({ page: 1, pageSize: LIST_PAGE_SIZE_DEFAULT, q: '   ' }),
    );
    expect(keys.list({ page: 1, sort: { key: 'email', descending: true } })).toEqual([
      'users',
      'list',
      { page: '1', pageSize: String(LIST_PAGE_SIZE_DEFAULT), sort: '-email' },
    ]);
    expect(keys.list({ page: 2 })).not.toEqual(keys.list({ page: 1 }));
    expect(keys.list({ page: 1 })).not.toEqual(keys.list({ page: 1, q: 'ana' }));
  });

  it('the courses of a unit sit under the courses’ key: a course mutation refreshes them', () => {
    const courses = resourceKeys(coursesResource).all;
    expect(partialMatchKey(queryKeys.coursesBySchoolUnit('u1'), courses)).toBe(true);
    expect(
      partialMatchKey(queryKeys.coursesBySchoolUnit('u1'), resourceKeys(usersResource).all),
    ).toBe(false);
  });

  it('a filtered whole list is its filters: under the whole list, one entry per filters', () => {
    const keys = resourceKeys(usersResource);
    expect(keys.wholeOf({ academicYearId: ' y1 ', schoolUnitId: '' })).toEqual([
      'users',
      'whole',
      { academicYearId: 'y1' },
    ]);
    expect(partialMatchKey(keys.wholeOf({ academicYearId: 'y1' }), keys.whole)).toBe(true);
    expect(keys.wholeOf({ academicYearId: 'y1' })).not.toEqual(
      keys.wholeOf({ academicYearId: 'y2' }),
    );
  });

  it('a course’s grade levels sit under the courses’ key: a course edit refreshes them', () => {
    const courses = resourceKeys(coursesResource).all;
    expect(partialMatchKey(queryKeys.courseGradeLevels('c1'), courses)).toBe(true);
    expect(queryKeys.courseGradeLevels('c1')).not.toEqual(queryKeys.courseGradeLevels('c2'));
  });

  it('every user’s GET /me key sits under queryKeys.me', () => {
    expect(partialMatchKey(meKey('user-1'), queryKeys.me)).toBe(true);
    expect(meKey(null)).toEqual([...queryKeys.me, '']);
  });
});
