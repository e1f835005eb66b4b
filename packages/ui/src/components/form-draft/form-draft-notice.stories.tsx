import { draftKey, readDraft, writeDraft } from '@lousa/api-client';
import { storyUserClaims } from '@lousa/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { withApi } from '../../testing/story-api';
import { TextInput } from '../text-input';
import { FormDraftNotice } from './form-draft-notice';
import { formDraftLabels as labels } from './labels';
import { useFormDraft } from './use-form-draft';

const KEY = draftKey({ userId: storyUserClaims.sub, screen: 'exemplo' });

/** A one-field form with a draft, as a long form has (the signed-in story user's). */
function DraftForm() {
  const form = useForm({ defaultValues: { name: '' } });
  const draft = useFormDraft(form, { screen: 'exemplo' });
  const id = useId();
  return (
    <form className={css({ display: 'flex', flexDirection: 'column', gap: '4', width: 'xl' })}>
      <FormDraftNotice draft={draft} />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
        <label htmlFor={id}>Nome completo</label>
        <TextInput id={id} {...form.register('name')} />
      </div>
    </form>
  );
}

const meta = {
  title: 'Design System/FormDraftNotice',
  component: DraftForm,
  decorators: [withApi()],
  beforeEach: () => {
    writeDraft(KEY, { name: 'Joana Ribeiro Dias' });
  },
} satisfies Meta<typeof DraftForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const notice = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: labels.title });

/**
 * 'Rascunho não salvo': a draft of an earlier visit in this browser, offered above the form that
 * is still as it started, with 'Recuperar rascunho' and 'Descartar rascunho'.
 */
export const Offered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = within(await notice(canvasElement));
    await expect(region.getByText(labels.description)).toBeVisible();
    await expect(region.getByRole('button', { name: labels.recover })).toBeEnabled();
    await expect(region.getByRole('button', { name: labels.discard })).toBeEnabled();
    await expect(canvas.getByRole('textbox', { name: 'Nome completo' })).toHaveValue('');
  },
};

/** 'Descartar rascunho': the notice goes, the form stays empty, and the draft is no more. */
export const Discarded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = within(await notice(canvasElement));
    await userEvent.click(region.getByRole('button', { name: labels.discard }));
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: labels.title })).not.toBeInTheDocument(),
    );
    const name = canvas.getByRole('textbox', { name: 'Nome completo' });
    await expect(name).toHaveValue('');
    await expect(name).toHaveFocus();
    await expect(readDraft(KEY)).toBeNull();
  },
};
