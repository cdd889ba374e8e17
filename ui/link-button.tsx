// A router link that looks like a button (TanStack Router `createLink` keeps typed `to`/`search`).
import { createLink } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { buttonClassName, type ButtonVariant } from './button';

interface ButtonAnchorProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  variant?: ButtonVariant;
}

const ButtonAnchor = forwardRef<HTMLAnchorElement, ButtonAnchorProps>(function ButtonAnchor(
  { variant = 'primary', className, ...rest },
  ref,
) {
  return <a ref={ref} {...rest} className={buttonClassName(variant, className)} />;
});

export const LinkButton = createLink(ButtonAnchor);
