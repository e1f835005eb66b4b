// The administrator the e2e server creates on its first start (scripts/e2e-server.mjs passes
// these as LOUSA_ADMIN_*), so the tests can sign in with them.
export const E2E_ADMIN = Object.freeze({
  email: 'helena.duarte@lousa.test',
  password: 'Quadro-Negro-2025!',
  firstName: 'Helena',
  lastName: 'Duarte',
});
