import { meAs, recordedAnswer } from '@lousa/api-client/mocks';
import type { LessonPlanItem } from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { withApi } from '../testing/story-api';
import { teacherPlans } from '../testing/story-lesson-plans';
import { recordedStory } from '../testing/story-recorded';
import { withRoutes } from '../testing/story-router';
import PlanosAulaRoute from './planos-aula-route';

/** Lists load from the mocked API; a busy machine may take more than the default second. */
const LOAD = { timeout: 5000 };

/** The recorded answers as the administrator unless a story says (the network's plans). */
const recorded = recordedStory('administrador');

/**
 * 'Planos de Aula' as the app mounts it: the plans, and 'Importar BNCC' in the header for
 * whoever may import into the catalogue ('registries.write' and 'network.all').
 */
const meta = {
  title: 'Telas/Pedagógico/Planos de Aula/Importar BNCC',
  component: PlanosAulaRoute,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    withRoutes('/planos-aula', {}),
    withApi(),
  ],
  parameters: { layout: 'fullscreen', ...recorded.parameters },
  // A meta's context is typed without the MSW addon's `msw`: taken as the story's.
  beforeEach: (context) => recorded.beforeEach(context),
} satisfies Meta<typeof PlanosAulaRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the rows (`total` of them, one page), which come after GET /me (so do the buttons). */
const shown = (canvasElement: HTMLElement, total: number) =>
  within(canvasElement).findByText(`Mostrando ${total} de ${total} itens`, {}, LOAD);
/** The plans of the network (the administrator's list). */
const networkPlans = () => recordedAnswer<LessonPlanItem[]>('administrador', 'GET /lesson-plans');
const importButton = (canvasElement: HTMLElement) =>
  within(canvasElement).queryByRole('button', { name: 'Importar BNCC' });
const addLink = (canvasElement: HTMLElement) =>
  within(canvasElement).queryByRole('link', { name: 'Adicionar' });

/** The administrator: 'Importar BNCC' beside 'Adicionar'; it opens the import dialog. */
export const Administrator: Story = {
  play: async ({ canvasElement }) => {
    await shown(canvasElement, networkPlans().length);
    await expect(addLink(canvasElement)).toBeVisible();
    const button = importButton(canvasElement);
    await expect(button).toBeVisible();
    await userEvent.click(button as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Importar BNCC' }, LOAD);
    await expect(await within(dialog).findByLabelText('Arquivo CSV', {}, LOAD)).toBeVisible();
  },
};

/** A teacher adds plans but does not import: 'Adicionar' only. */
export const Teacher: Story = {
  ...recordedStory('professor'),
  play: async ({ canvasElement }) => {
    await shown(canvasElement, teacherPlans().length);
    await expect(addLink(canvasElement)).toBeVisible();
    await expect(importButton(canvasElement)).toBeNull();
  },
};

/**
 * A director writes the registries of its units only (no 'network.all'): neither button. (She
 * reads the plans of her unit's classes, as recorded.)
 */
export const Director: Story = {
  ...recordedStory('diretor'),
  play: async ({ canvasElement }) => {
    await shown(
      canvasElement,
      recordedAnswer<LessonPlanItem[]>('diretor', 'GET /lesson-plans').length,
    );
    await expect(addLink(canvasElement)).toBeNull();
    await expect(importButton(canvasElement)).toBeNull();
  },
};

/**
 * A network coordinator who reads the units' pedagogy and writes the network's registries, but
 * writes no plans: 'Importar BNCC' without 'Adicionar'.
 */
export const NetworkCoordinator: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...meAs({
        role: { id: '0b8e4f6a-2c1d-4e7f-8a9b-3c5d7e9f1a30', name: 'Coordenação da Rede' },
        permissions: [
          'network.all',
          'registries.read',
          'registries.write',
          'pedagogy.unit-classes',
        ],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await shown(canvasElement, networkPlans().length);
    await expect(importButton(canvasElement)).toBeVisible();
    await expect(addLink(canvasElement)).toBeNull();
  },
};
