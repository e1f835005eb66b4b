import { PRODUCT_NAME } from '@lousa/domain';
import { css } from 'styled-system/css';

/** The island the /sign-in/ page mounts. */
export function SignInIsland() {
  return (
    <main className={css({ p: '6' })}>
      <h1 className={css({ textStyle: '2xl', fontWeight: 'bold' })}>{PRODUCT_NAME}</h1>
    </main>
  );
}
