import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass, type ButtonProps } from './Button';

/** A link that looks like a button (e.g. 'History', which opens another screen). */
export function LinkButton({
  to,
  children,
  variant = 'secondary',
  size = 'sm',
  className,
}: {
  to: string;
  children: ReactNode;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}) {
  return (
    <Link to={to} className={buttonClass(variant, size, className)}>
      {children}
    </Link>
  );
}
