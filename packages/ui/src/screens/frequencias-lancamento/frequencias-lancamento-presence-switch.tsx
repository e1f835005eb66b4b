import type { AttendanceInput } from '@lousa/domain';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { css } from 'styled-system/css';
import { Badge } from '../../components/badge';
import { Switch } from '../../components/switch';
import type { AttendanceRow } from './frequencias-lancamento-row';
import { attendanceLaunchLabels as labels } from './labels';

/**
 * Present/absent switch of one student; disabled once the absence is justified (spec §4), and
 * when the day may only be read.
 */
export function PresenceSwitch({
  row,
  readOnly = false,
}: {
  row: AttendanceRow;
  readOnly?: boolean;
}) {
  const { control } = useFormContext<AttendanceInput>();
  const { field } = useController({ control, name: `students.${row.index}.isPresent` });
  const justified = useWatch({ control, name: `students.${row.index}.justified` }) ?? false;
  const present = field.value ?? false;
  return (
    <span
      className={css({
        display: 'inline-flex',
        // On a phone the state sits under the switch, so the row needs no sideways scroll.
        flexDirection: { base: 'column', md: 'row' },
        alignItems: 'center',
        gap: { base: '0.5', md: '2' },
      })}
    >
      <Switch
        name={field.name}
        checked={present}
        disabled={justified || readOnly}
        onCheckedChange={({ checked }) => field.onChange(checked)}
        aria-label={labels.presenceOf(row.name)}
      />
      <span
        className={css({
          minWidth: { base: 'auto', md: '32' },
          textAlign: 'start',
          whiteSpace: 'nowrap',
        })}
      >
        {justified ? (
          <Badge variant="warning">{labels.justified}</Badge>
        ) : (
          <span className={css({ textStyle: { base: 'xs', md: 'sm' }, color: 'fg.muted' })}>
            {present ? labels.present : labels.absent}
          </span>
        )}
      </span>
    </span>
  );
}
