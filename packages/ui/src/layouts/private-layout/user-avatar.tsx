import { css } from 'styled-system/css';
import { initialsOf } from './initials';

/** A round badge with the user's initials. */
export function UserAvatar({ firstName, lastName }: { firstName: string; lastName: string }) {
  return (
    <span
      aria-hidden
      className={css({
        display: 'grid',
        placeItems: 'center',
        boxSize: '8',
        flexShrink: '0',
        borderRadius: 'full',
        bg: 'accent.a4',
        color: 'accent.text',
        textStyle: 'xs',
        fontWeight: 'bold',
        letterSpacing: '0.02em',
      })}
    >
      {initialsOf(firstName, lastName)}
    </span>
  );
}
