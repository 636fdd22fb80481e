// The pages a visitor reaches without an account (src/app/router.tsx): the first download of
// each has a budget (report-size.mjs), and the grouping of a child's files never adds to it
// (chunk-groups.ts).
export const PUBLIC_ROUTES = [
  'landing',
  'pricing',
  'faq',
  'about',
  'terms',
  'privacy',
  'free-problems',
  'math-problems',
  'parent-login',
  'register',
  'verifyemail',
  'unsubscribe',
  'student-login',
  'not-found',
];
