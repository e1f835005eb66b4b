import { badge } from './badge';
import { button } from './button';
import { dialog } from './dialog';
import { field } from './field';
import { pageHeader } from './page-header';
import { passwordInput } from './password-input';
import { spinner } from './spinner';
import { switchRecipe } from './switch';
import { toast } from './toast';

/** Recipes merged into Park UI's (same name = extension of the preset's recipe). */
export const recipes = { badge, button, spinner };
export const slotRecipes = { dialog, field, pageHeader, passwordInput, switchRecipe, toast };
