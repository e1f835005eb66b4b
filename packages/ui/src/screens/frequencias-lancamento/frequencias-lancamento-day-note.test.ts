import { serverMessages } from '@lousa/domain';
import { describe, expect, it } from 'vitest';
import { attendanceDayNote } from './frequencias-lancamento-day-note';

const now = Date.parse('2026-03-20T15:00:00.000Z');
const recorded = {
  status: 'RECORDED' as const,
  launchDate: '2026-03-16T17:30:00.000Z',
  editableUntil: '2026-03-23T17:30:00.000Z',
  canEdit: true,
};

describe('attendanceDayNote', () => {
  it('a pending day its teacher may launch needs no note', () => {
    expect(
      attendanceDayNote(
        { status: 'PENDING', launchDate: null, editableUntil: null, canEdit: true },
        now,
      ),
    ).toBeNull();
  });

  it('a recorded day still open: when it was recorded and until when it may be corrected', () => {
    expect(attendanceDayNote(recorded, now)).toEqual({
      tone: 'info',
      text: 'Registrada em 16/03/2026; pode ser corrigida até 23/03/2026.',
    });
  });

  it('a recorded day corrected after the window (by whom may): says the teacher’s window ended', () => {
    expect(attendanceDayNote(recorded, Date.parse('2026-03-30T12:00:00.000Z'))?.text).toBe(
      'Registrada em 16/03/2026. O prazo do(a) professor(a) terminou em 23/03/2026; a correção fica registrada na auditoria.',
    );
  });

  it('the window closed for whom may not correct: the server’s words with its days', () => {
    expect(
      attendanceDayNote({ ...recorded, canEdit: false }, Date.parse('2026-03-30T12:00:00.000Z')),
    ).toEqual({ tone: 'warning', text: serverMessages.attendanceCorrectionClosed(7) });
  });

  it('a day that is not the user’s to change: read only, with whom to ask', () => {
    expect(attendanceDayNote({ ...recorded, canEdit: false }, now)).toEqual({
      tone: 'warning',
      text: 'Você pode consultar esta frequência, mas não alterá-la. Para corrigi-la, procure a secretaria.',
    });
  });
});
