import { COMMON_FIELD_LABELS } from '@lousa/domain';

/** Labels of the course list and its add and edit dialogs. */
export const cursosLabels = {
  name: 'Nome',
  modality: 'Modalidade de Ensino',
  matrix: 'Matriz Curricular',
  schoolUnit: 'Unidade Escolar',
  addTitle: 'Adicionar Curso',
  editTitle: 'Editar Curso',
  namePlaceholder: 'Ex.: Ensino Fundamental I',
  modalityPlaceholder: 'Selecione a modalidade',
  matrixPlaceholder: 'Selecione a matriz',
  schoolUnitPlaceholder: 'Selecione a unidade',
  gradeLevels: COMMON_FIELD_LABELS.gradeLevels,
  gradeLevelLegend: (row: number) => `${COMMON_FIELD_LABELS.gradeLevelId} ${row}`,
  gradeLevelName: 'Nome',
  gradeLevelNamePlaceholder: 'Ex.: 1º Ano',
  inepStage: 'Etapa de ensino (INEP)',
  inepStageNone: 'Nenhuma',
  inepStageOption: (code: number, label: string) => `${code} - ${label}`,
  noGradeLevels: 'Nenhuma série/ano adicionada.',
  addGradeLevel: 'Adicionar série/ano',
  moveUp: (level: string) => `Mover ${level} para cima`,
  moveDown: (level: string) => `Mover ${level} para baixo`,
  removeGradeLevel: (level: string) => `Remover ${level}`,
  nextCourse: COMMON_FIELD_LABELS.nextCourseId,
  nextCourseNone: 'Nenhum',
  /** A course's name repeats across units: the next course's choice names its unit too. */
  nextCourseOption: (course: string, unit: string) => `${course} (${unit})`,
} as const;
