import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from './icon';

/** The back link at the head of a sub-screen ('Ir a mi cuenta' in the company area, 'Regresar' for applicants). */
export function BackLink({
  to,
  children,
  onClick,
}: {
  to: string;
  children: ReactNode;
  /** A back link that goes back in the history instead (its `to` stays the address for a new tab). */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  return (
    <Link
      to={to}
      onClick={onClick}
      className="mb-4 inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-brand-700 hover:underline dark:text-brand-100"
    >
      <Icon name="arrowLeft" className="size-4" />
      {children}
    </Link>
  );
}
