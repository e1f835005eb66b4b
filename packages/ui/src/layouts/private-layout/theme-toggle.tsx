import { Moon, Sun } from 'lucide-react';
import { useEffect } from 'react';
import { css } from 'styled-system/css';
import { Deferred } from '../../components/deferred/deferred';
import { IconButton, type IconButtonProps } from '../../components/icon-button';
import { watchSystemTheme } from '../../state/theme-preference';
import { layoutLabels } from './labels';

/** The 'Mudar tema' button: a sun in light mode, a moon in dark mode. */
export function ThemeButton(props: Omit<IconButtonProps, 'aria-label'>) {
  return (
    <IconButton aria-label={layoutLabels.theme} variant="ghost" size="sm" {...props}>
      <Sun className={css({ _dark: { display: 'none' } })} />
      <Moon className={css({ display: 'none', _dark: { display: 'block' } })} />
    </IconButton>
  );
}

const loadThemeMenu = () => import('./theme-menu').then((module) => module.default);

/**
 * 'Mudar tema': light, dark or system (default), kept in localStorage. The menu's code loads on
 * the first hover, focus or press of its button; the system theme is followed from the start.
 */
export function ThemeToggle() {
  useEffect(() => watchSystemTheme(), []);
  return (
    <Deferred
      load={loadThemeMenu}
      props={{}}
      standIn={(handlers) => (
        <ThemeButton aria-haspopup="menu" aria-expanded={false} {...handlers} />
      )}
    />
  );
}
