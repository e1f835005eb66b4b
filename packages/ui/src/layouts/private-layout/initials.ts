/** Initials of a name: first letters of the first and last words. */
export function initialsOf(firstName: string, lastName: string): string {
  const first = firstName.trim().charAt(0);
  const last = lastName.trim().split(/\s+/).pop()?.charAt(0) ?? '';
  return `${first}${last}`.toUpperCase() || '?';
}
