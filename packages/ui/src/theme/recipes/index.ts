import { badge } from './badge';
import { button } from './button';
import { dialog } from './dialog';
import { field } from './field';
import { comboboxItems, selectItems } from './list-items';
import { pageHeader } from './page-header';
import { passwordInput } from './password-input';
import { spinner } from './spinner';
import { switchRecipe } from './switch';
import { toast } from './toast';

/** Recipes merged into Park UI's (same name = extension of the preset's recipe). */
export const recipes = { badge, button, spinner };
export const slotRecipes = {
  combobox: comboboxItems,
  dialog,
  field,
  pageHeader,
  passwordInput,
  select: selectItems,
  switchRecipe,
  toast,
};
