import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  type JustificationBody,
  type JustificationInput,
  justificationSchema,
} from '@lousa/domain';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { Field } from '../../components/field';
import { Textarea } from '../../components/textarea';
import { attendanceLaunchLabels as labels } from './labels';

export interface JustificationFormProps {
  defaultJustification?: string | null;
  onJustify: (justification: string) => void;
}

/** The body of 'Justificar Falta': a required 'Justificativa*' and 'JUSTIFICAR'. */
export function JustificationForm({ defaultJustification, onJustify }: JustificationFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<JustificationInput, unknown, JustificationBody>({
    resolver: valibotResolver(justificationSchema),
    defaultValues: { justification: defaultJustification ?? '' },
  });
  return (
    <form
      noValidate
      aria-label={labels.dialogTitle}
      onSubmit={handleSubmit((body) => onJustify(body.justification))}
    >
      <Dialog.Body>
        <Field label={labels.justification} required errorText={errors.justification?.message}>
          <Textarea {...register('justification')} rows={4} />
        </Field>
      </Dialog.Body>
      <Dialog.Footer>
        <Button type="submit" loading={isSubmitting}>
          {labels.confirm}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
