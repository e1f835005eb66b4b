import { Field as ArkField } from '@ark-ui/react/field';
import type { ReactNode } from 'react';
import { field as fieldRecipe } from 'styled-system/recipes';

/**
 * A label with its field's required marker (the red '*', hidden from screen readers; drawn only
 * when the enclosing `Field` is `required`): for controls that draw their own label inside a
 * `Field` (a select, a combobox), as `Field` draws it for its own.
 */
export function RequiredLabel({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ArkField.RequiredIndicator className={fieldRecipe().requiredIndicator} />
    </>
  );
}
