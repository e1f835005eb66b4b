import type { NamedItem, NamedResource } from '@lousa/domain';
import type { RouteId } from '../../routes/route-table';
import { defineColumns } from '../data-table';
import type { NamedRegistryLabels } from './named-form';
import { type ResourceDialogs, ResourceListPage } from './resource-list-page';

const screens = new WeakMap<
  NamedResource,
  { columns: ReturnType<typeof defineColumns<NamedItem>>; dialogs: ResourceDialogs<NamedItem> }
>();

/** The columns and dialogs of a declaration, made once: the form's loader stays the same. */
function screenOf(resource: NamedResource, labels: NamedRegistryLabels) {
  let screen = screens.get(resource);
  if (!screen) {
    screen = {
      // Nome (sortable). The kit adds the row actions.
      columns: defineColumns<NamedItem>([
        { id: 'name', header: labels.name, sortKey: 'name', cell: (item) => item.name },
      ]),
      dialogs: {
        addTitle: labels.addTitle,
        editTitle: labels.editTitle,
        form: {
          load: () => import('./named-form').then((module) => module.namedForm(resource, labels)),
        },
      },
    };
    screens.set(resource, screen);
  }
  return screen;
}

/**
 * The list screen of a registry whose records are only a name (`defineNamedResource`): at
 * /app/<slug> of its declaration, searched, sorted and paged on the server, with the add and
 * edit dialogs and the delete confirmation of the registry kit.
 */
export function NamedRegistryScreen({
  resource,
  labels,
}: {
  resource: NamedResource;
  labels: NamedRegistryLabels;
}) {
  const { columns, dialogs } = screenOf(resource, labels);
  return (
    <ResourceListPage
      routeId={resource.page?.slug as RouteId}
      resource={resource}
      columns={columns}
      dialogs={dialogs}
    />
  );
}
