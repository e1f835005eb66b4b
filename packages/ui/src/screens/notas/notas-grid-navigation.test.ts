import { describe, expect, it } from 'vitest';
import { caretOf, gridMove } from './notas-grid-navigation';

const size = { rows: 3, columns: 4 };
const middle = { row: 1, column: 1 };
const inside = { atStart: false, atEnd: false };
const both = { atStart: true, atEnd: true };

describe('gridMove', () => {
  it('Enter and ↓ go to the student below; Shift+Enter and ↑ above', () => {
    expect(gridMove({ key: 'Enter' }, middle, size, inside)).toEqual({ row: 2, column: 1 });
    expect(gridMove({ key: 'ArrowDown' }, middle, size, inside)).toEqual({ row: 2, column: 1 });
    expect(gridMove({ key: 'Enter', shiftKey: true }, middle, size, inside)).toEqual({
      row: 0,
      column: 1,
    });
    expect(gridMove({ key: 'ArrowUp' }, middle, size, inside)).toEqual({ row: 0, column: 1 });
  });

  it('← and → move between assessments only from the text’s start or end', () => {
    expect(gridMove({ key: 'ArrowLeft' }, middle, size, inside)).toBeNull();
    expect(gridMove({ key: 'ArrowRight' }, middle, size, inside)).toBeNull();
    expect(gridMove({ key: 'ArrowLeft' }, middle, size, { atStart: true, atEnd: false })).toEqual({
      row: 1,
      column: 0,
    });
    expect(
      gridMove({ key: 'ArrowRight' }, middle, size, { atStart: true, atEnd: false }),
    ).toBeNull();
    expect(gridMove({ key: 'ArrowRight' }, middle, size, { atStart: false, atEnd: true })).toEqual({
      row: 1,
      column: 2,
    });
    // Shift+arrow selects text: the input's own.
    expect(gridMove({ key: 'ArrowRight', shiftKey: true }, middle, size, both)).toBeNull();
  });

  it('keeps the key at the grid’s edges, staying on the cell', () => {
    const last = { row: 2, column: 3 };
    expect(gridMove({ key: 'Enter' }, last, size, both)).toEqual(last);
    expect(gridMove({ key: 'ArrowRight' }, last, size, both)).toEqual(last);
    const first = { row: 0, column: 0 };
    expect(gridMove({ key: 'ArrowUp' }, first, size, both)).toEqual(first);
    expect(gridMove({ key: 'ArrowLeft' }, first, size, both)).toEqual(first);
  });

  it('leaves typing, Tab and shortcuts to the browser', () => {
    for (const key of ['7', ',', 'Backspace', 'Tab', 'Home', 'Escape']) {
      expect(gridMove({ key }, middle, size, both)).toBeNull();
    }
    expect(gridMove({ key: 'ArrowDown', ctrlKey: true }, middle, size, both)).toBeNull();
    expect(gridMove({ key: 'Enter', metaKey: true }, middle, size, both)).toBeNull();
    expect(gridMove({ key: 'ArrowUp', altKey: true }, middle, size, both)).toBeNull();
  });
});

describe('caretOf', () => {
  const input = (value: string, start: number, end = start) => ({
    value,
    selectionStart: start,
    selectionEnd: end,
  });
  it('reads the caret at the start, inside or at the end of the text', () => {
    expect(caretOf(input('7,5', 0))).toEqual({ atStart: true, atEnd: false });
    expect(caretOf(input('7,5', 1))).toEqual({ atStart: false, atEnd: false });
    expect(caretOf(input('7,5', 3))).toEqual({ atStart: false, atEnd: true });
  });
  it('counts an empty cell and a whole selected text as both', () => {
    expect(caretOf(input('', 0))).toEqual({ atStart: true, atEnd: true });
    expect(caretOf(input('10', 0, 2))).toEqual({ atStart: true, atEnd: true });
    // A part of the text selected: an arrow first collapses the selection, in the cell.
    expect(caretOf(input('10', 1, 2))).toEqual({ atStart: false, atEnd: false });
  });
});
