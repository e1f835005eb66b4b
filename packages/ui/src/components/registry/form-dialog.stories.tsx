import { ApiError } from '@lousa/api-client';
import {
  type AcademicCalendar,
  type AcademicCalendarCreateBody,
  academicCalendarCreateSchema,
  messages,
  serverMessages,
  toasts,
} from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { toaster } from '../toaster';
import { FormDialog } from './form-dialog';
import { FormDialogForm } from './form-dialog-form';
import { SelectFormField } from './select-form-field';
import { chooseOption, findToast } from './story-helpers';
import { TextFormField } from './text-form-field';
import { type CreateMutation, useCreateForm } from './use-record-form';

type Mutate = CreateMutation<AcademicCalendarCreateBody, AcademicCalendar>['mutateAsync'];

const years = [
  { value: '4f1d2c3b-5a69-4e7f-8a1b-2c3d4e5f6a7b', label: '2025' },
  { value: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d', label: '2026' },
];

const created: AcademicCalendar = {
  id: '11111111-2222-4333-8444-555555555555',
  title: 'Calendário 2025',
  status: 'INACTIVE',
  academicYear: { id: years[0]!.value, year: '2025' },
  schoolUnits: [],
  createdAt: '2025-01-15T12:00:00.000Z',
  updatedAt: '2025-01-15T12:00:00.000Z',
};

interface DemoProps {
  mutateAsync: Mutate;
  keepOpen?: boolean;
}

/** The form inside the dialog: what every registry's form looks like. */
function DemoForm({ mutateAsync, keepOpen, onDone }: DemoProps & { onDone: () => void }) {
  const { form, submit, isSubmitting } = useCreateForm({
    schema: academicCalendarCreateSchema,
    defaultValues: { title: '', academicYearId: '' },
    mutation: { mutateAsync },
    successToast: toasts.academicCalendarCreated,
    onSuccess: keepOpen ? undefined : onDone,
    keepOpen,
  });
  return (
    <FormDialogForm onSubmit={submit} isSubmitting={isSubmitting}>
      <TextFormField control={form.control} name="title" label="Título" />
      <SelectFormField
        control={form.control}
        name="academicYearId"
        label="Ano Letivo"
        placeholder="Selecione o ano letivo"
        items={years}
      />
    </FormDialogForm>
  );
}

function Demo({ mutateAsync, keepOpen }: DemoProps) {
  return (
    <FormDialog
      title="Adicionar Calendário Acadêmico"
      trigger={
        <Button>
          <Plus aria-hidden />
          Adicionar
        </Button>
      }
    >
      {(close) => <DemoForm mutateAsync={mutateAsync} keepOpen={keepOpen} onDone={close} />}
    </FormDialog>
  );
}

const meta = {
  title: 'Design System/Cadastros/FormDialog',
  component: Demo,
  args: { mutateAsync: fn<Mutate>(async () => created) },
  beforeEach: () => {
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Adicionar' }));
  return within(await screen.findByRole('dialog', { name: 'Adicionar Calendário Acadêmico' }));
}

async function fillIn(dialog: ReturnType<typeof within>) {
  await userEvent.type(dialog.getByRole('textbox', { name: 'Título' }), 'Calendário 2025');
  await chooseOption(dialog, 'Ano Letivo', '2025');
}

/** Opens on 'Adicionar' with the title, the fields, 'Cancelar' and 'Salvar'; focus moves in. */
export const Opened: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Salvar' })).toBeEnabled();
    await waitFor(() =>
      expect(
        screen.getByRole('dialog').contains(document.activeElement as HTMLElement),
      ).toBeTruthy(),
    );
  },
};

/** 'Salvar' on an empty form: the schema's messages on each field; nothing is sent. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await expect(await dialog.findByText(messages.titleRequired)).toBeVisible();
    await expect(dialog.getByText(messages.academicYearRequired)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Título' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.mutateAsync).not.toHaveBeenCalled();
  },
};

/** Enter in a field submits; success: toast, dialog closed, focus back on 'Adicionar'. */
export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await fillIn(dialog);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Título' }), '{Enter}');
    await findToast(toasts.academicCalendarCreated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.mutateAsync).toHaveBeenCalledTimes(1);
    await expect(args.mutateAsync).toHaveBeenCalledWith({
      title: 'Calendário 2025',
      academicYearId: years[0]?.value,
      // The schema's default: no unit, the whole network.
      schoolUnitIds: [],
    });
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Adicionar' })).toHaveFocus(),
    );
  },
};

let release: () => void = () => {};
const slow = fn<Mutate>(
  () =>
    new Promise((resolve) => {
      release = () => resolve(created);
    }),
);

/** A double click sends once; while waiting both buttons are disabled and Escape does not close. */
export const DoubleClickSendsOnce: Story = {
  args: { mutateAsync: slow },
  beforeEach: () => {
    slow.mockClear();
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await fillIn(dialog);
    await userEvent.dblClick(dialog.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Salvar' })).toBeDisabled());
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeVisible();
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(slow).toHaveBeenCalledTimes(1);
  },
};

/** A 400 puts the server's issues on the fields; the dialog stays open with what was typed. */
export const ServerFieldErrors: Story = {
  args: {
    mutateAsync: fn<Mutate>(async () => {
      throw new ApiError(400, serverMessages.invalidBody, [
        { path: 'title', message: messages.maxLength(255) },
      ]);
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await fillIn(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await expect(await dialog.findByText(messages.maxLength(255))).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Título' })).toHaveValue('Calendário 2025');
    await expect(dialog.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  },
};

/** A 409/422 (or any other failure) shows the server's message in an error toast; nothing is lost. */
export const ServerConflict: Story = {
  args: {
    mutateAsync: fn<Mutate>(async () => {
      throw new ApiError(422, serverMessages.academicYearNotFound);
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await fillIn(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await findToast(serverMessages.academicYearNotFound, 'error');
    await expect(screen.getByRole('dialog')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Título' })).toHaveValue('Calendário 2025');
    await expect(dialog.getByRole('combobox', { name: 'Ano Letivo' })).toHaveTextContent('2025');
  },
};

/** `keepOpen`: after a success the form empties and its first field takes the focus again. */
export const KeepOpen: Story = {
  args: { keepOpen: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await fillIn(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await findToast(toasts.academicCalendarCreated);
    const title = dialog.getByRole('textbox', { name: 'Título' });
    await waitFor(() => expect(title).toHaveValue(''));
    await waitFor(() => expect(title).toHaveFocus());
    await expect(screen.getByRole('dialog')).toBeVisible();
    await expect(args.mutateAsync).toHaveBeenCalledTimes(1);
  },
};

/** 'Cancelar' closes without sending; opening again starts empty. */
export const CancelDiscards: Story = {
  play: async ({ canvasElement, args }) => {
    let dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Título' }), 'Rascunho');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('textbox', { name: 'Título' })).toHaveValue('');
    await expect(args.mutateAsync).not.toHaveBeenCalled();
  },
};
