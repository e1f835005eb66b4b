import { History } from 'lucide-react';
import { useId, useRef } from 'react';
import { css, cx } from 'styled-system/css';
import { Button } from '../button';
import { formDraftLabels as labels } from './labels';
import type { FormDraft } from './use-form-draft';

const styles = {
  notice: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '3',
    p: '4',
    borderWidth: '1px',
    borderRadius: 'l2',
    borderColor: 'accent.a7',
    bg: 'accent.a2',
    '& > svg': { flexShrink: 0, boxSize: '5', color: 'accent.text' },
  }),
  text: css({ flex: '1 1 16rem', display: 'flex', flexDirection: 'column', gap: '0.5' }),
  title: css({ fontWeight: 'semibold', textStyle: 'sm' }),
  description: css({ textStyle: 'sm', color: 'fg.muted' }),
  buttons: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
};

/** The first field of the form the notice sits in. */
function firstField(from: HTMLElement | null): HTMLElement | null {
  return (
    from
      ?.closest('form')
      ?.querySelector<HTMLElement>(
        'input:not([type="hidden"]):not([disabled]), textarea:not([disabled])',
      ) ?? null
  );
}

/**
 * 'Rascunho não salvo': a form's draft of an earlier visit, offered back at the top of the form
 * ('Recuperar rascunho' fills the form and puts the focus on its first field; 'Descartar
 * rascunho' removes it). Nothing while no draft is offered.
 */
export function FormDraftNotice({ draft, className }: { draft: FormDraft; className?: string }) {
  const titleId = useId();
  const descriptionId = useId();
  const ref = useRef<HTMLElement>(null);
  if (!draft.offered) return null;
  return (
    <section
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className={cx(styles.notice, className)}
    >
      <History aria-hidden />
      <div className={styles.text}>
        <h2 id={titleId} className={styles.title}>
          {labels.title}
        </h2>
        <p id={descriptionId} className={styles.description}>
          {labels.description}
        </p>
      </div>
      <div className={styles.buttons}>
        <Button
          size="sm"
          onClick={() => {
            const field = firstField(ref.current);
            draft.recover();
            field?.focus();
          }}
        >
          {labels.recover}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            const field = firstField(ref.current);
            draft.discard();
            field?.focus();
          }}
        >
          {labels.discard}
        </Button>
      </div>
    </section>
  );
}
