import { describe, expect, it } from 'vitest';
import * as c from './constants.ts';

describe('business constants of spec §9', () => {
  it('document lengths and minimums', () => {
    expect([c.CPF_LENGTH, c.CNPJ_LENGTH, c.ZIP_CODE_LENGTH, c.PHONE_LENGTH]).toEqual([
      11, 14, 8, 11,
    ]);
    expect(c.ACADEMIC_YEAR_LENGTH).toBe(4);
    expect([
      c.STREET_MIN_LENGTH,
      c.SCHOOL_UNIT_NAME_MIN_LENGTH,
      c.PRINCIPAL_NAME_MIN_LENGTH,
    ]).toEqual([3, 3, 3]);
    expect(c.MATRIX_WORKLOAD_MIN).toBe(1);
  });

  it('table paging: 10 by default, 10 to 100 in steps of 10, 5 skeleton rows', () => {
    expect(c.TABLE_PAGE_SIZE_DEFAULT).toBe(10);
    expect(c.TABLE_PAGE_SIZE_CHOICES).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(c.TABLE_SKELETON_ROWS).toBe(5);
  });

  it('layout, toasts, theme and locale', () => {
    expect(c.MOBILE_BREAKPOINT_PX).toBe(768);
    expect([c.SIDEBAR_WIDTH, c.SIDEBAR_WIDTH_MOBILE, c.SIDEBAR_WIDTH_COLLAPSED]).toEqual([
      '16rem',
      '18rem',
      '3rem',
    ]);
    expect(c.SIDEBAR_COOKIE_MAX_AGE_SECONDS).toBe(604800);
    expect(c.TOAST_SETTINGS).toMatchObject({
      duration: 4000,
      visibleToasts: 3,
      gap: 14,
      width: 356,
      position: 'bottom-right',
    });
    expect(c.THEME_DEFAULT).toBe('system');
    expect(c.LOCALE).toBe('pt-BR');
    expect(c.WEEK_STARTS_ON).toBe(0);
  });

  it('a failed query is tried once more, half a second later', () => {
    expect(c.QUERY_RETRIES).toBe(1);
    expect(c.QUERY_RETRY_DELAY_MS).toBe(500);
    expect(c.QUERY_GC_TIME_MS).toBe(300000);
  });
});
