/** Business constants and limits (spec §9), in one place. */

// Document and field lengths
export const CPF_LENGTH = 11;
export const CNPJ_LENGTH = 14;
export const ZIP_CODE_LENGTH = 8;
export const PHONE_LENGTH = 11;
export const ACADEMIC_YEAR_LENGTH = 4;

// Minimums
export const STREET_MIN_LENGTH = 3;
export const SCHOOL_UNIT_NAME_MIN_LENGTH = 3;
export const PRINCIPAL_NAME_MIN_LENGTH = 3;
/** The unused course-name schema asks for more than 3 characters. */
export const COURSE_NAME_MIN_LENGTH = 4;
export const MATRIX_WORKLOAD_MIN = 1;
export const MATRIX_WORKLOAD_MAX = 9999;

// Maximums that protect the server from hostile input
export const TEXT_MAX_LENGTH = 255;
export const TEXTAREA_MAX_LENGTH = 5000;
export const PASSWORD_MAX_LENGTH = 128;
export const MATRIX_MAX_ENTRIES = 100;
/** The most grade levels a course has (the longest, Ensino Fundamental, has 9). */
export const GRADE_LEVELS_MAX = 20;
export const ATTENDANCE_MAX_STUDENTS = 500;
export const LESSON_PLAN_MAX_STANDARDS = 100;

// Data table
export const TABLE_PAGE_SIZE_DEFAULT = 10;
export const TABLE_PAGE_SIZE_CHOICES = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100] as const;
export const TABLE_SKELETON_ROWS = 5;

// Layout
/** Mobile is a viewport under this width. */
export const MOBILE_BREAKPOINT_PX = 768;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_COLLAPSED = '3rem';
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_DAYS = 7;
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = SIDEBAR_COOKIE_DAYS * 24 * 60 * 60;
/** Ctrl or Cmd plus this key toggles the sidebar. */
export const SIDEBAR_SHORTCUT_KEY = 'b';
export const TOOLTIP_DELAY_MS = 700;
export const SIDEBAR_TOOLTIP_DELAY_MS = 0;
export const DROPDOWN_MAX_HEIGHT_PX = 300;
export const MATRIX_FORM_MAX_HEIGHT = '24rem';
export const COURSE_FIELD_MAX_WIDTH = '28rem';
export const LINK_PRELOAD_MARGIN_PX = 100;

// Toasts
export const TOAST_SETTINGS = {
  duration: 4000,
  visibleToasts: 3,
  gap: 14,
  width: 356,
  swipeThreshold: 20,
  removeDelay: 200,
  position: 'bottom-right',
  hotkey: ['altKey', 'KeyT'],
  richColors: true,
} as const;
export const TOAST_TYPES = ['success', 'info', 'warning', 'error', 'loading'] as const;

// Theme and locale
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_DEFAULT: Theme = 'system';
export const THEME_STORAGE_KEY = 'theme';
export const LOCALE = 'pt-BR';
/** 0 = Sunday. */
export const WEEK_STARTS_ON = 0;
export const YEAR_BADGE_FALLBACK = 2025;
export const YEAR_PICKER_SPAN = 12;

// Data fetching
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
/**
 * A query that failed without an answer or with a 5xx is tried once more, half a second later;
 * then the screen shows the failure and 'Tentar novamente' (decision 0023: the spec's 3 retries
 * with back-off kept a dead server behind ~8 s of 'Carregando…').
 */
export const QUERY_RETRIES = 1;
export const QUERY_RETRY_DELAY_MS = 500;

// Session
export const ACCESS_TOKEN_STORAGE_KEY = 'accessToken';
export const PRODUCT_NAME = 'Lousa';
