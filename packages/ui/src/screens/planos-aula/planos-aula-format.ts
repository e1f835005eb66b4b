const saoPauloDate = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/**
 * The day a plan was written (an instant) as a person in the network reads it, DD/MM/AAAA in
 * São Paulo's time whatever the browser's zone. Anything unreadable is shown as it came.
 */
export function formatPlanDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : saoPauloDate.format(date);
}
