import type { ComponentProps, ReactNode } from 'react';
import { Banner } from './banner';
import { ButtonLink } from './button';

/**
 * A banner whose way on is a link drawn as a button: where to, and its words. Apart from
 * Banner, so that a page whose banners have no link does not download the router's link.
 */
export function LinkBanner({
  link,
  ...banner
}: Omit<ComponentProps<typeof Banner>, 'action'> & {
  link: { to: string; label: ReactNode; variant?: 'primary' | 'secondary' };
}) {
  return (
    <Banner
      {...banner}
      action={
        <ButtonLink to={link.to} variant={link.variant}>
          {link.label}
        </ButtonLink>
      }
    />
  );
}
