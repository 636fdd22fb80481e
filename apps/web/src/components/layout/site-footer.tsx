import { Link } from 'react-router';
import { paths } from '../../config/paths';

export function SiteFooter() {
  return (
    <footer className="mt-auto border-t border-line bg-card">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-5 text-sm text-muted">
        <p>© {new Date().getFullYear()} MathSteps</p>
        <nav aria-label="Legal">
          <ul className="flex gap-4">
            <li>
              <Link
                to={paths.privacy}
                className="font-bold text-brand-700 underline-offset-4 hover:underline"
              >
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link
                to={paths.terms}
                className="font-bold text-brand-700 underline-offset-4 hover:underline"
              >
                Terms of Service
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
