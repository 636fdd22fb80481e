/** Every URL of the web app, in one table (docs/product.md, with docs/product.md's corrections). */
export const paths = {
  landing: '/',
  landingAlias: '/landing',
  parentLogin: '/parent-login',
  register: '/register',
  parentDashboard: '/parent-dashboard',
  parentContact: '/parent-contact',
  manageAccount: '/manage-account',
  manageBilling: '/manage-billing',
  configureStudent: '/configure-student',
  reportCards: '/report-cards',
  /** A made-up child's report card, for anyone. */
  sampleReport: '/sample-report',
  /** An extension: a step's page for the parent; without a child, the sample's (docs/help-tonight.md). */
  helpTonight: '/help-tonight',
  /** An extension: ten problems to print, with their key (docs/help-tonight.md). */
  worksheet: '/worksheet',
  verifyEmail: '/verifyemail',
  /** An extension: a parent who forgot the password (decision 0023). */
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  unsubscribe: '/unsubscribe',
  studentLogin: '/student-login',
  studentDashboard: '/student-dashboard',
  practiceProblems: '/practice-problems',
  mathProblems: '/math-problems',
  assignmentQuestions: '/assignment-questions',
  myProgress: '/my-progress',
  /** The other address of My Progress: it goes to /my-progress. */
  progressAlias: '/progress',
  /** An extension. */
  quickFacts: '/quick-facts',
  assignments: '/assignments',
  freeProblems: '/free-problems',
  pricing: '/pricing',
  paymentSuccess: '/payment-success',
  stripeCanceled: '/stripe/canceled',
  stripeSuccess: '/stripe/success',
  /** Local test mode only (docs/product.md "Plans"). */
  testCheckout: '/test-checkout',
  testPortal: '/test-portal',
  /** A teacher's home: the classes (docs/product.md "Teachers and classes"). */
  classes: '/classes',
  /** One class: its pupils and their pictures (React Router's `generatePath` fills them in). */
  classRoom: '/classes/:classId',
  /** A class's live board: each pupil's work as it goes (docs/product.md "The live board"). */
  classBoard: '/classes/:classId/board',
  /** A class's mistakes by step over two weeks (docs/product.md "The class's mistakes"). */
  classMistakes: '/classes/:classId/mistakes',
  /** A class's week, to read and print (docs/product.md "The weekly class report"). */
  classWeek: '/classes/:classId/week',
  /** A class's sign-in cards, to print. */
  classCards: '/classes/:classId/cards',
  /** The report card of a class's pupil, or of a family's child linked to it. */
  classPupil: '/classes/:classId/pupils/:pupilId',
  /** A class's sign-in page, for anyone in the room. */
  classSignIn: '/class/:classId',
  faq: '/faq',
  about: '/about',
  terms: '/terms',
  privacy: '/privacy',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** Each signed-in role's Home: its dashboard, a teacher's classes; a visitor's is the landing page. */
export function homeOf(role: 'parent' | 'teacher' | 'student' | undefined): AppPath {
  if (role === 'student') return paths.studentDashboard;
  if (role === 'parent') return paths.parentDashboard;
  if (role === 'teacher') return paths.classes;
  return paths.landing;
}
