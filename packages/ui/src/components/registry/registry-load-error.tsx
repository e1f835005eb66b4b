import { CircleAlert, RotateCw } from 'lucide-react';
import { css } from 'styled-system/css';
import { Button } from '../button';
import { registryLabels as labels } from './labels';

export interface RegistryLoadErrorProps {
  onRetry: () => unknown;
  retrying?: boolean;
}

/** The list could not be loaded: says so (announced) and offers 'Tentar novamente'. */
export function RegistryLoadError({ onRetry, retrying = false }: RegistryLoadErrorProps) {
  return (
    <div
      role="alert"
      className={css({
        display: 'flex',
        alignItems: 'center',
        gap: '3',
        flexWrap: 'wrap',
        p: '4',
        borderWidth: '1px',
        borderRadius: 'l2',
        borderColor: 'status.error.border',
        color: 'status.error.fg',
        bg: 'status.error.bg',
      })}
    >
      <CircleAlert aria-hidden className={css({ w: '5', h: '5', flexShrink: 0 })} />
      <p className={css({ flex: '1', textStyle: 'sm', fontWeight: 'medium' })}>
        {labels.loadError}
      </p>
      <Button variant="outline" size="sm" loading={retrying} onClick={() => onRetry()}>
        <RotateCw aria-hidden />
        {labels.retry}
      </Button>
    </div>
  );
}
