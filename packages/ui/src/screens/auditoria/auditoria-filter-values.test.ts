import { describe, expect, it } from 'vitest';
import { auditListFilters } from './auditoria-filter-values';

const none = { actorId: '', resource: '', action: '', from: '', to: '' };

describe('auditListFilters', () => {
  it('sends what the server reads: an action of the log, real days, a user id', () => {
    const values = {
      actorId: '0190c1d2-7a1b-7c3d-8e4f-123456789abc',
      resource: 'students',
      action: 'sign-in',
      from: '2025-03-01',
      to: '2025-03-31',
    };
    expect(auditListFilters(values)).toEqual(values);
  });

  it('leaves out what an address got wrong, instead of a refused call', () => {
    expect(
      auditListFilters({
        actorId: 'ana',
        resource: '',
        action: 'login',
        from: '2025-02-31',
        to: '31/03/2025',
      }),
    ).toEqual(none);
  });
});
