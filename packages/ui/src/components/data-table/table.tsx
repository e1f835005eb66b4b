import { type ComponentProps, createContext, type JSX, useContext } from 'react';
import { cx } from 'styled-system/css';
import { type TableVariantProps, table } from 'styled-system/recipes';

/**
 * Styled semantic table parts (Park UI `table` recipe): the root computes the recipe's slot
 * classes for its variant and size, each part takes its slot. A plain context rather than
 * Panda's `createStyleContext`, whose prop-filtering runtime would weigh on every list page.
 */
const Slots = createContext<ReturnType<typeof table> | null>(null);

export function Root({
  variant,
  size,
  className,
  ...props
}: ComponentProps<'table'> & Partial<TableVariantProps>) {
  const slots = table({ variant, size });
  return (
    <Slots.Provider value={slots}>
      <table className={cx(slots.root, className)} {...props} />
    </Slots.Provider>
  );
}

type Slot = Exclude<keyof ReturnType<typeof table>, 'root'>;

function part<T extends keyof JSX.IntrinsicElements>(Tag: T, slot: Slot) {
  return function TablePart({ className, ...props }: ComponentProps<T>) {
    const slots = useContext(Slots) ?? table();
    const Element = Tag as unknown as (props: Record<string, unknown>) => JSX.Element;
    return <Element className={cx(slots[slot], className)} {...props} />;
  };
}

export const Caption = part('caption', 'caption');
export const Head = part('thead', 'head');
export const Body = part('tbody', 'body');
export const Footer = part('tfoot', 'footer');
export const Row = part('tr', 'row');
export const Header = part('th', 'header');
export const Cell = part('td', 'cell');
