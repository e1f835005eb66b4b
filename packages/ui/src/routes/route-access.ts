/**
 * What a signed-in user may open, from the route table's `access` and the permissions GET /me
 * answers: the route guard and the sidebar both ask here. Deny by default is the server's; this
 * only keeps the screens from offering what it would refuse.
 */
import { can } from '@lousa/domain';
import { type AppRoute, getRoute, type RouteId } from './route-table.ts';
import type { SidebarEntry, SidebarGroup, SidebarLink } from './sidebar-menu.ts';

/** Whether `permissions` open `route`: any one of its `access` (none listed: every user). */
export function canOpenRoute(
  route: Pick<AppRoute, 'access'>,
  permissions: readonly string[] | null | undefined,
): boolean {
  const { access } = route;
  return (
    !access || access.length === 0 || access.some((permission) => can(permissions, permission))
  );
}

/** `canOpenRoute` by route id. */
export function canOpen(id: RouteId, permissions: readonly string[] | null | undefined): boolean {
  return canOpenRoute(getRoute(id), permissions);
}

function visibleLink(link: SidebarLink, permissions: readonly string[]): SidebarLink | null {
  if (!canOpen(link.route, permissions)) return null;
  if (link.addRoute && !canOpen(link.addRoute, permissions)) {
    const { addRoute: _hidden, ...rest } = link;
    return rest;
  }
  return link;
}

function visibleEntry(entry: SidebarEntry, permissions: readonly string[]): SidebarEntry | null {
  if (entry.kind === 'link') return visibleLink(entry, permissions);
  if (entry.kind === 'disabled') return entry;
  const items = entry.items.flatMap((item) => visibleLink(item, permissions) ?? []);
  return items.length > 0 ? { ...entry, items } : null;
}

/**
 * The menu a user sees: the items whose routes they may open (an add shortcut only when they
 * may open its page too) and the sub-groups left with at least one item. A group whose links
 * are all gone goes too; disabled items ('em breve') stay beside the links of their group, and
 * a group of nothing but disabled items (Recursos Humanos, Gestão Financeira) stays for all.
 */
export function visibleSidebarMenu(
  menu: readonly SidebarGroup[],
  permissions: readonly string[],
): SidebarGroup[] {
  return menu.flatMap((group) => {
    const entries = group.entries.flatMap((entry) => visibleEntry(entry, permissions) ?? []);
    const hasLinks = (list: readonly SidebarEntry[]) =>
      list.some((entry) => entry.kind !== 'disabled');
    return hasLinks(entries) || !hasLinks(group.entries) ? [{ ...group, entries }] : [];
  });
}
