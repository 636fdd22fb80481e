import { paths } from '../../config/paths';
import { ButtonLink } from '../ui/button';

/** The way back to the landing page, under a form or a visitor's practice. */
export function BackToHome({ variant = 'ghost' }: { variant?: 'ghost' | 'secondary' }) {
  return (
    <ButtonLink to={paths.landing} variant={variant}>
      Back to Home
    </ButtonLink>
  );
}
