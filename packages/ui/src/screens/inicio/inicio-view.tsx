import { PRODUCT_NAME } from '@lousa/domain';
import { css } from 'styled-system/css';
import { PageHeader } from '../../components/page-header';
import { Skeleton } from '../../components/skeleton';
import { getRoute } from '../../routes/route-table';

/** How many pulsing placeholder tiles the home shows (spec §2). */
export const HOME_TILE_COUNT = 9;

export const homeLabels = {
  greeting: (firstName: string) => `Olá, ${firstName}, seja bem-vindo`,
  /** Joins the greeting and the product name: "... seja bem-vindo à Lousa". */
  productJoiner: ' à ',
  tiles: 'Painéis em preparação',
} as const;

export interface HomeViewProps {
  /** The signed-in user's first name; empty while there is none. */
  firstName: string;
}

/** /app: 'Página Inicial', the greeting with the product name, and nine placeholder tiles. */
export function HomeView({ firstName }: HomeViewProps) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <PageHeader title={getRoute('home').title} />
      <p
        className={css({
          textStyle: { base: 'xl', md: '2xl' },
          fontWeight: 'semibold',
          letterSpacing: '-0.01em',
        })}
      >
        {homeLabels.greeting(firstName)}
        {homeLabels.productJoiner}
        <span className={css({ color: 'accent.text' })}>{PRODUCT_NAME}</span>
      </p>
      <section
        aria-label={homeLabels.tiles}
        aria-busy="true"
        className={css({
          display: 'grid',
          gap: { base: '4', md: '6' },
          gridTemplateColumns: {
            base: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
        })}
      >
        {Array.from({ length: HOME_TILE_COUNT }, (_, index) => (
          <Skeleton
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders without identity
            key={index}
            data-testid="home-tile"
            className={css({ aspectRatio: '16 / 9', width: 'full', borderRadius: 'l3' })}
          />
        ))}
      </section>
    </div>
  );
}
