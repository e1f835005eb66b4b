import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { sampleLessonPlans } from '../../fixtures/pedagogical';
import { withRouter } from '../../testing/story-router';
import { LessonPlansView } from './lesson-plans-view';
import PlanosAulaScreen from './planos-aula-screen';

const meta = {
  title: 'Telas/Pedagógico/Planos de Aula',
  component: PlanosAulaScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    withRouter('/planos-aula'),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PlanosAulaScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('row').slice(1);

/** The two sample plans, the 'Adicionar' link and the icon actions with their tooltips. */
export const Populated: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('title, add link and columns', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Planos de Aula' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Adicionar' })).toHaveAttribute(
        'href',
        '/planos-aula/adicionar',
      );
      const headers = canvas.getAllByRole('columnheader').map((th) => th.textContent);
      await expect(headers).toEqual(['Título', 'Componente Curricular', 'Turma', 'Ações']);
    });
    await step('the two sample rows', async () => {
      const rows = bodyRows(canvasElement);
      await expect(rows).toHaveLength(2);
      await expect(
        within(rows[0] as HTMLElement)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((cell) => cell.textContent),
      ).toEqual(['Leitura de parlendas', 'Língua Portuguesa', '1º ANO A']);
      await expect(
        within(rows[1] as HTMLElement)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((cell) => cell.textContent),
      ).toEqual(['Números no dia a dia', 'Matemática', '1º ANO B']);
      await expect(canvas.getByText('Mostrando 2 de 2 itens')).toBeVisible();
    });
    await step('Imprimir and Detalhes show their tooltips and do nothing yet', async () => {
      const print = canvas.getByRole('button', { name: 'Imprimir Leitura de parlendas' });
      await userEvent.hover(print);
      await expect(await screen.findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent(
        'Imprimir',
      );
      await userEvent.click(print);
      await userEvent.unhover(print);
      await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
      const details = canvas.getByRole('button', { name: 'Detalhes de Números no dia a dia' });
      await userEvent.hover(details);
      await expect(await screen.findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent(
        'Detalhes',
      );
      await userEvent.click(details);
      await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await expect(bodyRows(canvasElement)).toHaveLength(2);
    });
  },
};

const print = fn();
const details = fn();

/** The view hands the row's plan to the print and details callbacks (wired later). */
export const ActionCallbacks: Story = {
  render: () => <LessonPlansView plans={sampleLessonPlans} onPrint={print} onDetails={details} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Imprimir Números no dia a dia' }));
    await expect(print).toHaveBeenCalledWith(sampleLessonPlans[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Detalhes de Leitura de parlendas' }));
    await expect(details).toHaveBeenCalledWith(sampleLessonPlans[0]);
  },
};
export const Empty: Story = {
  render: () => <LessonPlansView plans={[]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('cell', { name: 'Nenhum resultado encontrado.' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Adicionar' })).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <LessonPlansView plans={undefined} isLoading />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('table', { name: 'Planos de Aula' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};
