import { bnccImportPath, calendarEventsPath, eventsResource } from '@lousa/domain';
import { http } from 'msw';
import type { FixtureDb } from './db.ts';
import { calendarEntriesBetween, cannedBnccImport } from './fixture-calendar.ts';
import { handle, readJsonBody } from './mock-http.ts';
import { resourceHandlers } from './resource-handlers.ts';

/**
 * The academic calendar and the BNCC import over the fixtures: the added events by the generic
 * handlers (list, get, create, update, delete), GET /calendar-events (the school days and the
 * events between `from` and `to`) and POST /bncc-standards/import (a canned answer read from the
 * CSV's lines; a real import adds them to the catalogue). Like every fixture handler they check
 * no rule: a range over 366 days, a bad line or a refused import are the server's answers, which
 * a story that needs them sets for itself (`badRequest`, `unprocessable`, its own `http.post`).
 */
export function calendarHandlers(db: FixtureDb, url: (path: string) => string) {
  const events = resourceHandlers(db, eventsResource, url);
  return {
    collection: [
      ...events.collection,
      http.get(
        url(calendarEventsPath),
        handle(({ request }) => {
          const params = new URL(request.url).searchParams;
          return calendarEntriesBetween(db, params.get('from'), params.get('to'));
        }),
      ),
      http.post(
        url(bnccImportPath),
        handle(async ({ request }) => {
          const body = (await readJsonBody(request)) as { csv?: unknown; dryRun?: unknown } | null;
          const csv = typeof body?.csv === 'string' ? body.csv : '';
          const dryRun = body?.dryRun !== false;
          const codes = new Set(db.bnccStandards.map((standard) => standard.code));
          const result = cannedBnccImport(csv, codes, dryRun);
          if (!dryRun) {
            db.bnccStandards.push(
              ...result.added.map((standard) => ({ id: db.faker.uuid(), ...standard })),
            );
          }
          return result;
        }),
      ),
    ],
    item: events.item,
  };
}
