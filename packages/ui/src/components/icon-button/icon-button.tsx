import { Button, type ButtonProps } from '../button';

export type IconButtonProps = Omit<ButtonProps, 'aria-label' | 'aria-labelledby'> & {
  /** Required: an icon alone has no name, so the button must be named for screen readers. */
  'aria-label': string;
};

/** A square button holding only an icon. */
export function IconButton({ size = 'md', ...props }: IconButtonProps) {
  return <Button size={size} data-icon-button="" {...props} />;
}
