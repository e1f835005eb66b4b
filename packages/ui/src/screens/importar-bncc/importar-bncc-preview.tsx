import type { BnccImportResult } from '@lousa/domain';
import { type Ref, useId } from 'react';
import { css } from 'styled-system/css';
import * as Table from '../../components/data-table/table';
import { bnccImportLabels as labels } from './labels';

/** How many rows and codes the preview lists (the rest is counted). */
export const PREVIEW_LIMIT = 50;

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  section: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
  heading: css({ textStyle: 'sm', fontWeight: 'semibold', color: 'fg.default' }),
  summary: css({ textStyle: 'sm', fontWeight: 'medium', color: 'fg.default' }),
  scroll: css({ maxH: '64', overflowY: 'auto', borderWidth: '1px', borderRadius: 'l2' }),
  description: css({
    maxW: '72',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  }),
  codes: css({ display: 'flex', flexWrap: 'wrap', gap: '2', textStyle: 'sm' }),
  code: css({ fontFamily: 'mono', px: '1.5', borderRadius: 'l1', bg: 'bg.subtle' }),
  errors: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    maxH: '48',
    overflowY: 'auto',
    p: '3',
    borderWidth: '1px',
    borderRadius: 'l2',
    borderColor: 'status.error.border',
    bg: 'status.error.bg',
    color: 'status.error.fg',
    textStyle: 'sm',
  }),
  more: css({ textStyle: 'sm', color: 'fg.muted' }),
};

function More({ count }: { count: number }) {
  return count > 0 ? <p className={styles.more}>{labels.more(count)}</p> : null;
}

/**
 * What a preview of POST /bncc-standards/import answered: how many standards would be added
 * (code, component, year and description, the description cut to one line), the codes already
 * in the catalogue, and each bad line as 'Linha N: <mensagem>'.
 */
export function BnccImportPreview({
  result,
  summaryRef,
}: {
  result: BnccImportResult;
  /** The summary line ('2 normas serão adicionadas.'), focused when the preview arrives. */
  summaryRef?: Ref<HTMLParagraphElement>;
}) {
  const ids = { toAdd: useId(), existing: useId(), errors: useId() };
  const { added, existing, errors } = result;
  return (
    <div className={styles.root}>
      <p ref={summaryRef} tabIndex={-1} className={styles.summary}>
        {added.length ? labels.willAdd(added.length) : labels.nothingToAdd}
      </p>
      {added.length ? (
        <section aria-labelledby={ids.toAdd} className={styles.section}>
          <h3 id={ids.toAdd} className={styles.heading}>
            {labels.toAdd}
          </h3>
          <div className={styles.scroll}>
            <Table.Root size="sm" aria-labelledby={ids.toAdd}>
              <Table.Head>
                <Table.Row>
                  <Table.Header>{labels.code}</Table.Header>
                  <Table.Header>{labels.component}</Table.Header>
                  <Table.Header>{labels.year}</Table.Header>
                  <Table.Header>{labels.descriptionColumn}</Table.Header>
                </Table.Row>
              </Table.Head>
              <Table.Body>
                {added.slice(0, PREVIEW_LIMIT).map((standard) => (
                  <Table.Row key={standard.code}>
                    <Table.Cell>{standard.code}</Table.Cell>
                    <Table.Cell>{standard.component}</Table.Cell>
                    <Table.Cell>{standard.year}</Table.Cell>
                    <Table.Cell title={standard.description} className={styles.description}>
                      {standard.description}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </div>
          <More count={added.length - PREVIEW_LIMIT} />
        </section>
      ) : null}
      {existing.length ? (
        <section aria-labelledby={ids.existing} className={styles.section}>
          <h3 id={ids.existing} className={styles.heading}>
            {labels.existing}
          </h3>
          <ul aria-labelledby={ids.existing} className={styles.codes}>
            {existing.slice(0, PREVIEW_LIMIT).map((code) => (
              <li key={code} className={styles.code}>
                {code}
              </li>
            ))}
          </ul>
          <More count={existing.length - PREVIEW_LIMIT} />
        </section>
      ) : null}
      {errors.length ? (
        <section aria-labelledby={ids.errors} className={styles.section}>
          <h3 id={ids.errors} className={styles.heading}>
            {labels.errors}
          </h3>
          <ul aria-labelledby={ids.errors} className={styles.errors}>
            {errors.map((error) => (
              <li key={`${error.line}:${error.message}`}>
                {labels.errorLine(error.line, error.message)}
              </li>
            ))}
          </ul>
          <p className={styles.more}>{labels.importBlocked}</p>
        </section>
      ) : null}
    </div>
  );
}
