import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { THEMES, type Theme } from '@lousa/domain';
import { useStore } from '@nanostores/react';
import { Check, Monitor, Moon, Sun } from 'lucide-react';
import { useEffect } from 'react';
import { css, cx } from 'styled-system/css';
import { menu } from 'styled-system/recipes';
import { IconButton } from '../../components/icon-button';
import { $theme, setTheme, watchSystemTheme } from '../../state/theme-preference';
import { layoutLabels } from './labels';
import { menuItemGap } from './menu-styles';

const icons = { light: Sun, dark: Moon, system: Monitor } as const;

const isTheme = (value: string): value is Theme => (THEMES as readonly string[]).includes(value);

/** 'Mudar tema': light, dark or system (default), kept in localStorage. */
export function ThemeToggle() {
  const theme = useStore($theme);
  const styles = menu();
  useEffect(() => watchSystemTheme(), []);
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton aria-label={layoutLabels.theme} variant="ghost" size="sm">
          <Sun className={css({ _dark: { display: 'none' } })} />
          <Moon className={css({ display: 'none', _dark: { display: 'block' } })} />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner className={styles.positioner}>
          <Menu.Content className={cx(styles.content, css({ width: '44' }))}>
            <Menu.RadioItemGroup
              value={theme}
              onValueChange={({ value }) => {
                if (isTheme(value)) setTheme(value);
              }}
              className={styles.itemGroup}
            >
              <Menu.ItemGroupLabel className={styles.itemGroupLabel}>
                {layoutLabels.theme}
              </Menu.ItemGroupLabel>
              {THEMES.map((option) => {
                const Icon = icons[option];
                return (
                  <Menu.RadioItem
                    key={option}
                    value={option}
                    className={cx(styles.item, menuItemGap)}
                  >
                    <Icon aria-hidden />
                    <Menu.ItemText className={css({ flex: '1' })}>
                      {layoutLabels.themes[option]}
                    </Menu.ItemText>
                    <Menu.ItemIndicator className={styles.itemIndicator}>
                      <Check aria-hidden />
                    </Menu.ItemIndicator>
                  </Menu.RadioItem>
                );
              })}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
