import { Printer } from 'lucide-react';
import { css } from 'styled-system/css';
import { Button } from '../button';

/** The print words, written once. */
export const printLabels = { print: 'Imprimir' } as const;

const wideOnly = css({ hideBelow: 'sm' });

/**
 * 'Imprimir' in a printable page's header: the browser's print of the page (its print styles
 * leave the document alone, `PrintPages`). Below `sm` only the icon shows; the name stays.
 */
export function PrintButton() {
  return (
    <Button aria-label={printLabels.print} onClick={() => window.print()}>
      <Printer aria-hidden />
      <span className={wideOnly}>{printLabels.print}</span>
    </Button>
  );
}
