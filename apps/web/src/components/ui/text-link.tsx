import { Link, type LinkProps } from 'react-router';

/** The look of a link inside a sentence: bold, brand-coloured and underlined, never plain text. */
export const textLinkClass = 'font-bold text-brand-700 underline underline-offset-4';

/** A link inside running text ("Contact us", "try free"). */
export function TextLink({ className = '', ...props }: LinkProps) {
  return <Link {...props} className={`${textLinkClass} ${className}`.trim()} />;
}
