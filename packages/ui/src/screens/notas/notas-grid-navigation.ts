/**
 * Moving through the 'Lançar Notas' grid by keyboard, like a spreadsheet: Enter and ↓ go to the
 * cell below, Shift+Enter and ↑ above, ← and → to the cell beside once the caret is at the
 * text's start or end (otherwise they move the caret). Tab and Shift+Tab are the browser's own
 * (next and previous cell, then out of the grid).
 */

/** A cell of the grid: the student's row and the assessment's column, from 0. */
export interface GridCell {
  row: number;
  column: number;
}

export interface GridSize {
  rows: number;
  columns: number;
}

/** Where the caret is in the cell's text; a whole selected text counts as both. */
export interface Caret {
  atStart: boolean;
  atEnd: boolean;
}

/** The key pressed, with its modifiers. */
export interface GridKey {
  key: string;
  shiftKey?: boolean;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), Math.max(max - 1, 0));

/**
 * The cell a key moves to, or null when the key is not the grid's (typing, the caret inside the
 * text, a shortcut with Ctrl, Alt or ⌘). At the grid's edge the grid keeps the key and stays on
 * the same cell, so Enter on the last student does not leave it.
 */
export function gridMove(
  { key, shiftKey = false, altKey = false, ctrlKey = false, metaKey = false }: GridKey,
  from: GridCell,
  size: GridSize,
  caret: Caret,
): GridCell | null {
  if (altKey || ctrlKey || metaKey) return null;
  const to = (row: number, column: number) => ({
    row: clamp(row, size.rows),
    column: clamp(column, size.columns),
  });
  switch (key) {
    case 'Enter':
      return to(from.row + (shiftKey ? -1 : 1), from.column);
    case 'ArrowDown':
      return shiftKey ? null : to(from.row + 1, from.column);
    case 'ArrowUp':
      return shiftKey ? null : to(from.row - 1, from.column);
    case 'ArrowLeft':
      return caret.atStart && !shiftKey ? to(from.row, from.column - 1) : null;
    case 'ArrowRight':
      return caret.atEnd && !shiftKey ? to(from.row, from.column + 1) : null;
    default:
      return null;
  }
}

/** Where the caret of a text input is (`selectionStart`/`selectionEnd`). */
export function caretOf(input: {
  value: string;
  selectionStart: number | null;
  selectionEnd: number | null;
}): Caret {
  const length = input.value.length;
  const start = input.selectionStart ?? length;
  const end = input.selectionEnd ?? length;
  const whole = start === 0 && end === length;
  return { atStart: whole || end === 0, atEnd: whole || start === length };
}
