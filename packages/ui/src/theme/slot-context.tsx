import {
  type ComponentProps,
  type ComponentPropsWithoutRef,
  type ComponentRef,
  createContext,
  createElement,
  type ElementType,
  type ForwardRefExoticComponent,
  forwardRef,
  type ReactElement,
  type RefAttributes,
  useContext,
} from 'react';
import { cx } from 'styled-system/css';

/** A Panda slot recipe from `styled-system/recipes`: variant props in, one class per slot out. */
interface SlotRecipe<Variants, Slot extends string> {
  (variants?: Variants): Record<Slot, string>;
  splitVariantProps<P extends object>(props: P): [Variants, Record<string, unknown>];
}

type SlotOptions<C extends ElementType> = { defaultProps?: Partial<ComponentProps<C>> };

type SlotPart<C extends ElementType, Extra = unknown> = ForwardRefExoticComponent<
  ComponentPropsWithoutRef<C> & Extra & RefAttributes<ComponentRef<C>>
>;

/**
 * Styles the parts of a compound component (an Ark select, menu, popover…) with a slot recipe:
 * the root computes the recipe's classes for its variant props and shares them; each part adds
 * its slot's class before its own `className`. What Panda's `createStyleContext` does for us,
 * without its style-prop factory: that one filters props through a list of every CSS property
 * (~6 KB gzip) on every page with a select, a combobox or a calendar, and no part of ours takes
 * style props. A part outside its root gets the recipe's default classes.
 */
export function createSlotContext<Variants extends object, Slot extends string>(
  recipe: SlotRecipe<Variants, Slot>,
) {
  const Slots = createContext<Record<Slot, string> | null>(null);

  const classes = (slot: Slot | undefined, slots: Record<Slot, string>, own: unknown) =>
    cx(slot ? slots[slot] : undefined, typeof own === 'string' ? own : undefined);

  /** The root that only provides the classes (Ark roots that render no element of their own). */
  function withRootProvider<C extends ElementType>(Component: C, options?: SlotOptions<C>) {
    function SlotRootProvider(props: ComponentProps<C> & Variants): ReactElement {
      const [variants, rest] = recipe.splitVariantProps(props);
      return (
        <Slots.Provider value={recipe(variants)}>
          {createElement(Component, { ...options?.defaultProps, ...rest })}
        </Slots.Provider>
      );
    }
    return SlotRootProvider;
  }

  /** The root part: provides the classes and takes the `slot` class itself. */
  function withProvider<C extends ElementType>(
    Component: C,
    slot: Slot,
    options?: SlotOptions<C>,
  ): SlotPart<C, Variants> {
    return forwardRef<ComponentRef<C>, Record<string, unknown>>(function SlotProvider(props, ref) {
      const [variants, rest] = recipe.splitVariantProps(props);
      const slots = recipe(variants);
      const own = rest.className ?? options?.defaultProps?.className;
      return (
        <Slots.Provider value={slots}>
          {createElement(Component, {
            ...options?.defaultProps,
            ...rest,
            className: classes(slot, slots, own),
            ref,
          })}
        </Slots.Provider>
      );
    }) as unknown as SlotPart<C, Variants>;
  }

  /** A part inside the root: takes its `slot` class from the root's. */
  function withContext<C extends ElementType>(
    Component: C,
    slot: Slot,
    options?: SlotOptions<C>,
  ): SlotPart<C> {
    return forwardRef<ComponentRef<C>, Record<string, unknown>>(function SlotPart(props, ref) {
      const slots = useContext(Slots) ?? recipe();
      const own = props.className ?? options?.defaultProps?.className;
      return createElement(Component, {
        ...options?.defaultProps,
        ...props,
        className: classes(slot, slots, own),
        ref,
      });
    }) as unknown as SlotPart<C>;
  }

  return { withRootProvider, withProvider, withContext };
}
