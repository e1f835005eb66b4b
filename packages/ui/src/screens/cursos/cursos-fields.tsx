import {
  COURSE_FIELD_MAX_WIDTH,
  type Course,
  type CourseCreateBody,
  type CourseCreateInput,
  type NamedRef,
} from '@lousa/domain';
import type { Control } from 'react-hook-form';
import { css } from 'styled-system/css';
import { SelectFormField, TextFormField } from '../../components/registry';
import { GradeLevelsFields } from './cursos-grade-levels';
import { cursosLabels as labels } from './labels';

export interface CourseFieldsProps {
  control: Control<CourseCreateInput, unknown, CourseCreateBody>;
  modalities: readonly NamedRef[];
  matrices: readonly NamedRef[];
  schoolUnits: readonly NamedRef[];
  /** The courses that may follow this one (the course being edited left out). */
  nextCourses: readonly Course[];
}

const fields = css({ display: 'flex', flexDirection: 'column', gap: '4', width: '100%' });

const toOptions = (items: readonly NamedRef[]) =>
  items.map((item) => ({ value: item.id, label: item.name }));

/**
 * The fields of the course form ('Adicionar Curso', 'Editar Curso'): 'Nome' and the modality, matrix and unit chosen from their
 * lists, its grade levels ('Séries/Anos') and the course that follows it ('Curso Seguinte', or
 * 'Nenhum'); every field is at most 28rem wide (spec §9).
 */
export function CourseFields({
  control,
  modalities,
  matrices,
  schoolUnits,
  nextCourses,
}: CourseFieldsProps) {
  return (
    <div className={fields} style={{ maxWidth: COURSE_FIELD_MAX_WIDTH }}>
      <TextFormField
        control={control}
        name="name"
        label={labels.name}
        required
        placeholder={labels.namePlaceholder}
        autoComplete="off"
      />
      <SelectFormField
        control={control}
        name="teachingModalityId"
        label={labels.modality}
        placeholder={labels.modalityPlaceholder}
        items={toOptions(modalities)}
        required
      />
      <SelectFormField
        control={control}
        name="curriculumMatrixId"
        label={labels.matrix}
        placeholder={labels.matrixPlaceholder}
        items={toOptions(matrices)}
        required
      />
      <SelectFormField
        control={control}
        name="schoolUnitId"
        label={labels.schoolUnit}
        placeholder={labels.schoolUnitPlaceholder}
        items={toOptions(schoolUnits)}
        required
      />
      <GradeLevelsFields control={control} />
      <SelectFormField
        control={control}
        name="nextCourseId"
        label={labels.nextCourse}
        items={nextCourses.map((course) => ({
          value: course.id,
          label: labels.nextCourseOption(course.name, course.schoolUnit.name),
        }))}
        emptyChoice={labels.nextCourseNone}
      />
    </div>
  );
}
