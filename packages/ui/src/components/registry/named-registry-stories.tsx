/**
 * The stories of a registry whose records are only a name (`defineNamedResource`): the registry
 * kit's own (`registryStories`: Populated, RequiredFields, Success, Edit) fed by the declaration
 * and the screen's labels. A screen's story file passes the names that are its own:
 * `const stories = namedRegistryStories(teachingModalitiesResource, labels, { ... });`
 */
import { recordedAnswer } from '@lousa/api-client/mocks';
import type { NamedItem, NamedResource } from '@lousa/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { NamedRegistryLabels } from './named-form';
import { LOAD, registryStories, type Scope } from './registry-stories';
import { addedRowId } from './story-helpers';

export function namedRegistryStories(
  resource: NamedResource,
  labels: NamedRegistryLabels,
  options: {
    /** Names Populated adds to the recorded ones, so that the list has two pages (11 to 20 rows). */
    added: readonly string[];
    /** The name Success adds. */
    created: string;
    /** Edit's new name for the last recorded record. */
    renamed: (name: string) => string;
  },
) {
  const recorded = recordedAnswer<NamedItem[]>('administrador', `GET ${resource.path}`);
  const [first, second] = recorded;
  const edited = recorded.at(-1);
  if (!first || !second || !edited) throw new Error(`'${resource.key}': too few records recorded`);
  const renamed = options.renamed(edited.name);
  const nameField = (dialog: Scope) => dialog.getByRole('textbox', { name: labels.name });

  return registryStories(resource, {
    added: options.added.map((name, index) => ({ id: addedRowId(index + 1), name })),
    loaded: first.name,
    row: edited.name,
    addTitle: labels.addTitle,
    editTitle: labels.editTitle,
    populated: {
      columns: [labels.name, 'Ações'],
      firstCell: (row) => String(row.name),
      firstPage: async (canvasElement) => {
        await expect(
          within(canvasElement).getByRole('button', { name: `Ações para ${second.name}` }),
        ).toBeVisible();
      },
    },
    required: {
      // Spaces only: the name is trimmed, so it is still blank.
      fill: (dialog) => userEvent.type(nameField(dialog), '   '),
      async check(dialog) {
        await waitFor(() => expect(nameField(dialog)).toHaveAttribute('aria-invalid', 'true'));
        await expect(nameField(dialog)).toHaveAccessibleDescription(resource.nameRequired);
      },
    },
    create: {
      fill: (dialog) => userEvent.type(nameField(dialog), options.created),
      async check(canvasElement) {
        await expect(
          await within(canvasElement).findByRole('cell', { name: options.created }, LOAD),
        ).toBeVisible();
      },
    },
    edit: {
      async change(dialog) {
        await expect(nameField(dialog)).toHaveValue(edited.name);
        await userEvent.clear(nameField(dialog));
        await userEvent.type(nameField(dialog), renamed);
      },
      renamed,
    },
  });
}
