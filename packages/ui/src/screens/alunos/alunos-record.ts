import { defineListResource, type StudentRecord, studentRecordResource } from '@lousa/domain';

/**
 * The full record (GET /students/<id>) as the registry kit's `ResourceRecord` loads one: its
 * busy placeholder, 'Aluno não encontrado.' for an unknown id, 'Tentar novamente' on failure.
 * Same key and call as `useStudentRecord`.
 */
export const studentRecordDefinition = defineListResource({
  ...studentRecordResource,
  sortKeys: [],
  describe: (record: StudentRecord) => record.person.name,
});
