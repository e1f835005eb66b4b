import {
  classroomCreateSchema,
  courseCreateSchema,
  schoolUnitCreateSchema,
  serverMessages,
} from '@lousa/domain';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Hono } from 'hono';
import type { Database } from '../db/client.ts';
import { exists } from '../db/exists.ts';
import { newId } from '../db/ids.ts';
import {
  classrooms,
  courses,
  curriculumMatrices,
  schoolUnits,
  teachingModalities,
} from '../db/schema.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { parseBody } from '../http/body.ts';
import { ApiError } from '../http/errors.ts';
import {
  conflict,
  isUuid,
  methodNotAllowed,
  rethrowUnique,
  unprocessable,
} from '../http/route-helpers.ts';

type SchoolUnitRow = typeof schoolUnits.$inferSelect;

/** A school unit as the API answers it, with its nested address. */
export function schoolUnitResponse(row: SchoolUnitRow) {
  return {
    id: row.id,
    name: row.name,
    cnpj: row.cnpj,
    area: row.area,
    email: row.email,
    phone: row.phone,
    principalName: row.principalName,
    address: {
      street: row.street,
      number: row.number,
      complement: row.complement,
      neighborhood: row.neighborhood,
      city: row.city,
      state: row.state,
      zipCode: row.zipCode,
    },
    inepCode: row.inepCode,
  };
}

const modality = alias(teachingModalities, 'modality');
const matrix = alias(curriculumMatrices, 'matrix');
const unit = alias(schoolUnits, 'unit');

function selectCourses(db: Database) {
  return db
    .select({
      id: courses.id,
      name: courses.name,
      teachingModality: { id: modality.id, name: modality.name },
      curriculumMatrix: { id: matrix.id, name: matrix.name },
      schoolUnit: { id: unit.id, name: unit.name },
    })
    .from(courses)
    .innerJoin(modality, eq(modality.id, courses.teachingModalityId))
    .innerJoin(matrix, eq(matrix.id, courses.curriculumMatrixId))
    .innerJoin(unit, eq(unit.id, courses.schoolUnitId));
}

/** School units, courses and classrooms. */
export function schoolRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  app.get('/school-units', async (c) => {
    const rows = await db.select().from(schoolUnits).orderBy(asc(schoolUnits.id));
    return c.json(rows.map(schoolUnitResponse));
  });

  app.post('/school-units', async (c) => {
    const body = await parseBody(c, schoolUnitCreateSchema);
    const [sameCnpj] = await db
      .select({ id: schoolUnits.id })
      .from(schoolUnits)
      .where(eq(schoolUnits.cnpj, body.cnpj))
      .limit(1);
    if (sameCnpj) throw conflict(serverMessages.cnpjTaken);
    if (body.inepCode) {
      const [sameInep] = await db
        .select({ id: schoolUnits.id })
        .from(schoolUnits)
        .where(eq(schoolUnits.inepCode, body.inepCode))
        .limit(1);
      if (sameInep) throw conflict(serverMessages.inepCodeTaken);
    }
    const [row] = await db
      .insert(schoolUnits)
      .values({
        id: newId(),
        name: body.name,
        cnpj: body.cnpj,
        area: body.area,
        email: body.email ?? null,
        phone: body.phone ?? null,
        principalName: body.principalName,
        inepCode: body.inepCode ?? null,
        street: body.address.street,
        number: body.address.number,
        complement: body.address.complement ?? null,
        neighborhood: body.address.neighborhood,
        city: body.address.city,
        state: body.address.state,
        zipCode: body.address.zipCode,
      })
      .returning()
      .catch((error: unknown) =>
        rethrowUnique(error, {
          school_units_cnpj_unique: serverMessages.cnpjTaken,
          school_units_inep_code_unique: serverMessages.inepCodeTaken,
        }),
      );
    return c.json(schoolUnitResponse(row as SchoolUnitRow), 201);
  });

  app.get('/courses', async (c) => c.json(await selectCourses(db).orderBy(asc(courses.id))));

  app.get('/courses/school-unit/:schoolUnitId', async (c) => {
    const schoolUnitId = c.req.param('schoolUnitId');
    if (!isUuid(schoolUnitId) || !(await exists(db, schoolUnits, schoolUnitId))) {
      throw new ApiError(404, serverMessages.schoolUnitNotFound);
    }
    return c.json(
      await selectCourses(db)
        .where(eq(courses.schoolUnitId, schoolUnitId))
        .orderBy(asc(courses.id)),
    );
  });

  app.post('/courses', async (c) => {
    const body = await parseBody(c, courseCreateSchema);
    if (!(await exists(db, teachingModalities, body.teachingModalityId))) {
      throw unprocessable(serverMessages.teachingModalityNotFound);
    }
    if (!(await exists(db, curriculumMatrices, body.curriculumMatrixId))) {
      throw unprocessable(serverMessages.curriculumMatrixNotFound);
    }
    if (!(await exists(db, schoolUnits, body.schoolUnitId))) {
      throw unprocessable(serverMessages.schoolUnitNotFound);
    }
    const id = newId();
    await db.insert(courses).values({ id, ...body });
    const [created] = await selectCourses(db).where(eq(courses.id, id));
    return c.json(created, 201);
  });

  const classroomUnit = alias(schoolUnits, 'classroom_unit');
  const classroomCourse = alias(courses, 'classroom_course');
  const selectClassrooms = () =>
    db
      .select({
        id: classrooms.id,
        name: classrooms.name,
        shift: classrooms.shift,
        schoolUnit: { id: classroomUnit.id, name: classroomUnit.name },
        course: { id: classroomCourse.id, name: classroomCourse.name },
      })
      .from(classrooms)
      .innerJoin(classroomUnit, eq(classroomUnit.id, classrooms.schoolUnitId))
      .innerJoin(classroomCourse, eq(classroomCourse.id, classrooms.courseId));

  app.get('/classrooms', async (c) => c.json(await selectClassrooms().orderBy(asc(classrooms.id))));

  app.post('/classrooms', async (c) => {
    const body = await parseBody(c, classroomCreateSchema);
    if (!(await exists(db, schoolUnits, body.schoolUnitId))) {
      throw unprocessable(serverMessages.schoolUnitNotFound);
    }
    const [course] = await db
      .select({ schoolUnitId: courses.schoolUnitId })
      .from(courses)
      .where(eq(courses.id, body.courseId))
      .limit(1);
    if (!course) throw unprocessable(serverMessages.courseNotFound);
    if (course.schoolUnitId !== body.schoolUnitId) {
      throw unprocessable(serverMessages.courseNotInSchoolUnit);
    }
    const id = newId();
    await db.insert(classrooms).values({ id, ...body });
    const [created] = await selectClassrooms().where(eq(classrooms.id, id));
    return c.json(created, 201);
  });

  app.all('/school-units', methodNotAllowed('GET, POST'));
  app.all('/courses', methodNotAllowed('GET, POST'));
  app.all('/courses/school-unit/:schoolUnitId', methodNotAllowed('GET'));
  app.all('/classrooms', methodNotAllowed('GET, POST'));
  return app;
}
