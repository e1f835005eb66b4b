import { type Permission, serverMessages } from '@lousa/domain';
import { inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import type { Database } from '../db/client.ts';
import type { AppEnv } from '../deps.ts';
import { ApiError } from '../http/errors.ts';
import { isUuid, unprocessable } from '../http/route-helpers.ts';
import { classroomOf, isAssigned, teaches, teachesIn } from '../queries/teaching.ts';
import type { Access } from './access.ts';
import { accessOf } from './permissions.ts';

/*
 * Class scope: who may read and write the records of a classroom (lesson plans, activities,
 * assessments, grades, attendance) and who may see a classroom at all. The one place these
 * rules live:
 *
 * - a network-wide user reads every class;
 * - 'pedagogy.own-classes': the classes and components one is assigned to teach;
 * - 'pedagogy.unit-classes': every classroom of one's units;
 * - a corrector permission ('pedagogy.correct-records', decision 0014), where a route names it:
 *   reads and writes every record of one's units' classrooms.
 */

/** The permissions that read a class's pedagogical records. */
export const PEDAGOGY_READ = [
  'pedagogy.own-classes',
  'pedagogy.unit-classes',
] as const satisfies readonly [Permission, ...Permission[]];

/**
 * Who besides a class's teachers reads and writes its attendance, assessments and grades: the
 * holders of this permission, in their units (decision 0014: the secretary corrects records).
 */
export const CORRECTORS = 'pedagogy.correct-records' satisfies Permission;

/** The columns a class record's scope reads. */
export interface ClassColumns {
  classroomId: PgColumn;
  curricularComponentId: PgColumn;
  /** The school unit of the record's classroom (a column of the list's join). */
  schoolUnitId: PgColumn;
}

/** Whether the caller works in `unitId` (a network-wide user works in all). */
export function inCallerUnits(access: Access, unitId: string | null): boolean {
  return access.networkWide || (unitId !== null && access.schoolUnitIds.includes(unitId));
}

/** Whether the caller holds `correctors` and works in the classroom's unit (network-wide: any). */
export function correctsUnit(access: Access, correctors: Permission, unitId: string): boolean {
  return access.permissions.has(correctors) && inCallerUnits(access, unitId);
}

/**
 * Which class records (lesson plans, activities) the caller reads: a network-wide user all of
 * them; otherwise those of the classes and components it teaches ('pedagogy.own-classes') and,
 * with 'pedagogy.unit-classes', every one of its units' classrooms. Undefined: no limit.
 */
export function pedagogyScope(c: Context<AppEnv>, columns: ClassColumns): SQL | undefined {
  const access = accessOf(c);
  if (access.networkWide) return undefined;
  const parts: SQL[] = [];
  if (access.permissions.has('pedagogy.own-classes')) {
    parts.push(teaches(access.userId, columns.classroomId, columns.curricularComponentId));
  }
  if (access.permissions.has('pedagogy.unit-classes') && access.schoolUnitIds.length > 0) {
    parts.push(inArray(columns.schoolUnitId, [...access.schoolUnitIds]));
  }
  return parts.length > 0 ? (or(...parts) as SQL) : sql`false`;
}

/**
 * `pedagogyScope`, widened for the holders of `correctors` (decision 0014:
 * 'pedagogy.correct-records') to every record of their units' classrooms: what they may write,
 * they read. Undefined: no limit.
 */
export function classRecordScope(
  c: Context<AppEnv>,
  columns: ClassColumns,
  correctors?: Permission,
): SQL | undefined {
  const access = accessOf(c);
  const scope = pedagogyScope(c, columns);
  if (scope === undefined || !correctors || !access.permissions.has(correctors)) return scope;
  if (access.schoolUnitIds.length === 0) return scope;
  return or(scope, inArray(columns.schoolUnitId, [...access.schoolUnitIds])) as SQL;
}

/**
 * Which whole classes the caller reads (a class's results, issue 28): a network-wide user all of
 * them; a teacher ('pedagogy.own-classes') the classes it teaches any component in; with
 * 'pedagogy.unit-classes' or `correctors` (the secretary, the director), every classroom of its
 * units. Undefined: no limit.
 */
export function wholeClassScope(
  c: Context<AppEnv>,
  columns: Omit<ClassColumns, 'curricularComponentId'>,
  correctors?: Permission,
): SQL | undefined {
  const access = accessOf(c);
  if (access.networkWide) return undefined;
  const parts: SQL[] = [];
  if (access.permissions.has('pedagogy.own-classes')) {
    parts.push(teachesIn(access.userId, columns.classroomId));
  }
  const unitWide =
    access.permissions.has('pedagogy.unit-classes') ||
    (correctors !== undefined && access.permissions.has(correctors));
  if (unitWide && access.schoolUnitIds.length > 0) {
    parts.push(inArray(columns.schoolUnitId, [...access.schoolUnitIds]));
  }
  return parts.length > 0 ? (or(...parts) as SQL) : sql`false`;
}

/** 403 'Você não leciona este componente nesta turma.' */
const notYourClass = () => new ApiError(403, serverMessages.notYourClass);

/**
 * Why the caller may not write the records of a class and component, or null when it may: a
 * teacher of them (with 'pedagogy.own-classes'), or, when `correctors` is given, a holder of
 * that permission whose units hold the classroom (network-wide: any). Refusals: 403
 * `notYourClass`; for a holder of `correctors`, 403 `outsideSchoolUnits` (another unit's
 * classroom) or 422 `classroomNotFound`. `lock` keeps the rows read (FOR SHARE) to the end of
 * the transaction.
 */
async function classWriteRefusal(
  tx: Database,
  access: Access,
  classroomId: string,
  componentId: string,
  correctors: Permission | undefined,
  lock: boolean,
): Promise<ApiError | null> {
  if (
    access.permissions.has('pedagogy.own-classes') &&
    (await isAssigned(tx, access.userId, classroomId, componentId, lock))
  ) {
    return null;
  }
  if (!correctors || !access.permissions.has(correctors)) return notYourClass();
  const classroom = await classroomOf(tx, classroomId, lock);
  if (!classroom) return unprocessable(serverMessages.classroomNotFound);
  if (inCallerUnits(access, classroom.schoolUnitId)) return null;
  return new ApiError(403, serverMessages.outsideSchoolUnits);
}

/** Throws `classWriteRefusal`'s answer when the caller may not write the class's records. */
export async function checkClassWriter(
  tx: Database,
  access: Access,
  classroomId: string,
  componentId: string,
  correctors?: Permission,
): Promise<void> {
  const refusal = await classWriteRefusal(tx, access, classroomId, componentId, correctors, true);
  if (refusal) throw refusal;
}

/** Whether the caller may write the records of a class and component (no lock: for `canEdit`). */
export async function canWriteClass(
  db: Database,
  access: Access,
  classroomId: string,
  componentId: string,
  correctors?: Permission,
): Promise<boolean> {
  return (
    (await classWriteRefusal(db, access, classroomId, componentId, correctors, false)) === null
  );
}

/** 404 'Turma não encontrada.' */
const classroomNotFound = () => new ApiError(404, serverMessages.classroomNotFound);

/**
 * The classroom of `id` (as given in the path) when the caller's units hold it (or the caller is
 * network-wide), else 404; `lock` keeps it (FOR SHARE) to the end of the transaction.
 */
export async function visibleClassroom(db: Database, access: Access, id: string, lock = false) {
  if (!isUuid(id)) throw classroomNotFound();
  const classroom = await classroomOf(db, id, lock);
  if (!classroom || !inCallerUnits(access, classroom.schoolUnitId)) throw classroomNotFound();
  return classroom;
}
