import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { stubPrint } from '../../testing/story-print';
import { PrintButton } from './print-button';
import { PrintPages } from './print-pages';

const print = fn();

/** A printable page: its 'Imprimir' button and its document, with the running header. */
function PrintablePage() {
  return (
    <div data-print-root="">
      <PrintButton />
      <PrintPages
        header={
          <>
            <span>Escola Municipal Monteiro Lobato</span>
            <span>Ficha do Aluno — Lara Reis</span>
          </>
        }
      >
        <h2>Aluno</h2>
        <p>Lara Nogueira Prado Reis</p>
      </PrintPages>
    </div>
  );
}

const meta = {
  title: 'Design System/Impressão',
  component: PrintablePage,
  beforeEach: () => {
    print.mockClear();
    return stubPrint(print);
  },
} satisfies Meta<typeof PrintablePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * On screen only the document shows (the running header is for paper); 'Imprimir' asks the
 * browser to print.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Lara Nogueira Prado Reis')).toBeVisible();
    await expect(canvas.getByText('Escola Municipal Monteiro Lobato')).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Imprimir' }));
    await expect(print).toHaveBeenCalledTimes(1);
  },
};
