import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { THEMES, type Theme } from '@lousa/domain';
import { useStore } from '@nanostores/react';
import { Check, Monitor, Moon, Sun } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { menu } from 'styled-system/recipes';
import { $theme, setTheme } from '../../state/theme-preference';
import { layoutLabels } from './labels';
import { menuItemGap } from './menu-styles';
import { ThemeButton } from './theme-toggle';

const icons = { light: Sun, dark: Moon, system: Monitor } as const;

const isTheme = (value: string): value is Theme => (THEMES as readonly string[]).includes(value);

/** The theme menu itself, loaded on first intent (see `ThemeToggle`). */
export default function ThemeMenu() {
  const theme = useStore($theme);
  const styles = menu();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <ThemeButton />
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
