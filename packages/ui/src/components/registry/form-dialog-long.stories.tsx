import { ApiError } from '@lousa/api-client';
import {
  messages,
  type SchoolUnit,
  type SchoolUnitCreateInput,
  schoolUnitCreateSchema,
  serverMessages,
  toasts,
} from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DefaultValues } from 'react-hook-form';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { unidadeEscolarFormLabels as labels } from '../../screens/unidades-escolares/labels';
import { UnidadesEscolaresAddress } from '../../screens/unidades-escolares/unidades-escolares-address';
import { UnidadesEscolaresUnitFields } from '../../screens/unidades-escolares/unidades-escolares-form';
import { knownUnit } from '../../screens/unidades-escolares/unidades-escolares-story-data';
import { Button } from '../button';
import { toaster } from '../toaster';
import { FormDialog } from './form-dialog';
import { FormDialogForm } from './form-dialog-form';
import { type SaveMutation, useRecordForm } from './use-record-form';

type Mutate = SaveMutation<unknown, unknown>['mutateAsync'];

/** A school unit every rule accepts: the unit screens' own story unit, without its id. */
const { id: _id, ...valid }: DefaultValues<SchoolUnitCreateInput> & { id: string } = knownUnit;

interface LongDemoProps {
  mutateAsync: Mutate;
  defaultValues: DefaultValues<SchoolUnitCreateInput>;
}

/** The longest registry form (a school unit and its address) inside a dialog. */
function LongForm({ mutateAsync, defaultValues, onDone }: LongDemoProps & { onDone: () => void }) {
  const { form, submit, isSubmitting } = useRecordForm({
    schema: schoolUnitCreateSchema,
    defaultValues,
    mutation: { mutateAsync },
    successToast: toasts.schoolUnitCreated,
    onSuccess: onDone,
  });
  const { control } = form;
  return (
    <FormDialogForm onSubmit={submit} isSubmitting={isSubmitting}>
      <UnidadesEscolaresUnitFields control={control} />
      <UnidadesEscolaresAddress control={control} />
    </FormDialogForm>
  );
}

function LongDemo(props: LongDemoProps) {
  return (
    <FormDialog title="Adicionar Unidade Escolar" trigger={<Button>Adicionar</Button>}>
      {(close) => <LongForm {...props} onDone={close} />}
    </FormDialog>
  );
}

const meta = {
  title: 'Design System/Cadastros/FormDialog/Formulário longo',
  component: LongDemo,
  args: { mutateAsync: fn<Mutate>(async () => ({}) as SchoolUnit), defaultValues: valid },
  // Shorter than the form: the dialog reaches the viewport's height and its fields scroll.
  parameters: { testViewport: { width: 1024, height: 640 } },
  beforeEach: () => {
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof LongDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The element that scrolls `element` (the dialog's body). */
function scrollerOf(element: HTMLElement): HTMLElement {
  let node = element.parentElement;
  while (
    node &&
    !(node.scrollHeight > node.clientHeight && getComputedStyle(node).overflowY !== 'visible')
  ) {
    node = node.parentElement;
  }
  if (!node) throw new Error('Nada rola este elemento.');
  return node;
}

/** Whether the element is wholly inside what its scroller shows, and inside the viewport. */
function isInView(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  const view = scrollerOf(element).getBoundingClientRect();
  return (
    box.top >= view.top &&
    box.bottom <= view.bottom &&
    box.top >= 0 &&
    box.bottom <= window.innerHeight
  );
}

/** A box wholly inside the viewport. */
function inViewport(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  return box.top >= 0 && box.bottom <= window.innerHeight;
}

async function openDialog(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Adicionar' }));
  const element = await screen.findByRole('dialog', { name: 'Adicionar Unidade Escolar' });
  return { element, dialog: within(element) };
}

/**
 * The dialog grows to the viewport's height and no further: its fields scroll between the title
 * and the buttons, which stay in view wherever the fields are scrolled.
 */
export const GrowsToTheViewport: Story = {
  play: async ({ canvasElement }) => {
    const { element, dialog } = await openDialog(canvasElement);
    const first = dialog.getByRole('textbox', { name: labels.cnpj });
    const body = scrollerOf(first);
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await expect(element.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
    body.scrollTop = body.scrollHeight;
    await expect(
      inViewport(dialog.getByRole('heading', { name: 'Adicionar Unidade Escolar' })),
    ).toBe(true);
    await expect(inViewport(dialog.getByRole('button', { name: 'Salvar' }))).toBe(true);
    await expect(isInView(dialog.getByRole('textbox', { name: labels.state }))).toBe(true);
    await expect(isInView(first)).toBe(false);
  },
};

/**
 * Scrolled to the address, 'Salvar' with the CNPJ (the first field) empty: the CNPJ is scrolled
 * back into view, focused and told what is wrong; nothing is sent.
 */
export const FirstErrorAtTheTop: Story = {
  args: { defaultValues: { ...valid, cnpj: '' } },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    const cnpj = dialog.getByRole('textbox', { name: labels.cnpj });
    const body = scrollerOf(cnpj);
    body.scrollTop = body.scrollHeight;
    await expect(isInView(cnpj)).toBe(false);
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(cnpj).toHaveFocus());
    await expect(isInView(cnpj)).toBe(true);
    await expect(cnpj).toHaveAccessibleDescription(messages.cnpjRequired);
    await expect(args.mutateAsync).not.toHaveBeenCalled();
  },
};

/**
 * Every field valid, scrolled to the top: the server refuses the CEP (a 422 naming
 * 'address.zipCode', at the foot of the form). The CEP is scrolled into view, focused and shows
 * the server's message; no toast.
 */
export const ServerErrorAtTheBottom: Story = {
  args: {
    mutateAsync: fn<Mutate>(async () => {
      throw new ApiError(422, serverMessages.invalidBody, [
        { path: 'address.zipCode', message: messages.zipCodeInvalid },
      ]);
    }),
  },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    const zipCode = dialog.getByRole('textbox', { name: labels.zipCode });
    const body = scrollerOf(zipCode);
    body.scrollTop = 0;
    await expect(isInView(zipCode)).toBe(false);
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(zipCode).toHaveFocus());
    await expect(isInView(zipCode)).toBe(true);
    await expect(zipCode).toHaveAccessibleDescription(messages.zipCodeInvalid);
    await expect(args.mutateAsync).toHaveBeenCalledTimes(1);
    await expect(screen.queryByText(serverMessages.invalidBody)).not.toBeInTheDocument();
  },
};
