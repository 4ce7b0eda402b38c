/**
 * The Lighthouse budgets the product keeps: the customer pages on the default mobile profile (simulated slow 4G,
 * 4× CPU, less on a host slower than Lighthouse assumes: cpu-slowdown.ts), and the console's sign-in page (`/admin/`
 * signed out) on mobile and with the desktop preset.
 */
export type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';
export type Preset = 'mobile' | 'desktop';

export interface Target {
  path: string;
  preset: Preset;
  /** The least score per category; a category left out is reported but not judged. */
  budgets: Partial<Record<Category, number>>;
  /**
   * Scores the product aims for but does not reach yet: printed beside the score (and by npm run bench), not
   * judged. A target moves into `budgets` once it is met.
   */
  targets?: Partial<Record<Category, number>>;
  /**
   * The most the page may move while it loads (cumulative layout shift; 0.1 is what Lighthouse calls good). Judged
   * on its own because a shift is the same on any machine, unlike the performance score it is part of.
   */
  maxLayoutShift?: number;
}

/**
 * Customer pages: performance on the mobile profile at least 90, accessibility, best practices and SEO at 100, and
 * nothing on them moves as they load (a form's rows are laid out on the server for the screen the request's client
 * hints or user agent describe). The pages paint before any script is fetched (the boot script loads the app after
 * the first paint), and the app's code is then evaluated in steps, so taking a page over blocks a phone for 50–350 ms
 * in all (92–100 on this machine; the contact form is the slowest).
 */
const customerPage = {
  budgets: { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 },
  maxLayoutShift: 0.1,
};

/**
 * The console is for employees and kept out of search engines on purpose (robots.txt closes /admin/), which
 * Lighthouse's SEO category counts against it: its SEO score is reported, not judged.
 */
const consoleBudgets = (performance: number) => ({ performance, accessibility: 100, 'best-practices': 100 });

export const CATEGORIES: Category[] = ['performance', 'accessibility', 'best-practices', 'seo'];

export const TARGETS: Target[] = [
  { path: '/', preset: 'mobile', ...customerPage },
  { path: '/es-us/', preset: 'mobile', ...customerPage },
  { path: '/contact-us', preset: 'mobile', ...customerPage },
  { path: '/self-service/waiver', preset: 'mobile', ...customerPage },
  {
    path: '/admin/',
    preset: 'mobile',
    budgets: consoleBudgets(80),
  },
  {
    path: '/admin/',
    preset: 'desktop',
    budgets: consoleBudgets(95),
  },
];

export const targetName = (t: Target) => `${t.path} (${t.preset})`;
