/**
 * Helpers for registry stories: read a list page and open its add dialog the way a person
 * would (by role and name). Portalled dialogs live in `document.body`.
 */
import { screen, userEvent, within } from 'storybook/test';
import { registryLabels } from './labels';

/** The table's body rows (without the header row). */
export const bodyRows = (canvasElement: HTMLElement) =>
  within(canvasElement).getAllByRole('row').slice(1);

/** The texts of the header cells. */
export const columnHeaders = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);

/** The texts of each body row's cells. */
export const rowTexts = (canvasElement: HTMLElement) =>
  bodyRows(canvasElement).map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  );

/** Clicks 'Adicionar' and returns the dialog with that title, for `within` queries. */
export async function openAddDialog(canvasElement: HTMLElement, title: string) {
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: registryLabels.add }),
  );
  return within(await screen.findByRole('dialog', { name: title }));
}

/** Picks `option` in the select labelled `label` (inside `scope`, e.g. the dialog). */
export async function chooseOption(
  scope: ReturnType<typeof within>,
  label: string | RegExp,
  option: string,
) {
  await userEvent.click(scope.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}
