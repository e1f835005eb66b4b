import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';

type Div = ComponentProps<'div'>;

/** `<Card.Root>` with Header (Title, Description), Body and Footer. */
export const Card = {
  Root: ({ className, ...props }: Div) => <div className={cx(card().root, className)} {...props} />,
  Header: ({ className, ...props }: Div) => (
    <div className={cx(card().header, className)} {...props} />
  ),
  Title: ({ className, ...props }: ComponentProps<'h2'>) => (
    <h2 className={cx(card().title, className)} {...props} />
  ),
  Description: ({ className, ...props }: ComponentProps<'p'>) => (
    <p className={cx(card().description, className)} {...props} />
  ),
  Body: ({ className, ...props }: Div) => <div className={cx(card().body, className)} {...props} />,
  Footer: ({ className, ...props }: Div) => (
    <div className={cx(card().footer, className)} {...props} />
  ),
};
