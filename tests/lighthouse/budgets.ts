/**
 * The Lighthouse budgets the product keeps: the customer pages on the default mobile profile (simulated slow 4G,
 * 4× CPU), and the console's sign-in page (`/admin/` signed out) on mobile and with the desktop preset.
 */
export type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';
export type Preset = 'mobile' | 'desktop';

export interface Target {
  path: string;
  preset: Preset;
  /** The least score per category; a category left out is reported but not judged. */
  budgets: Partial<Record<Category, number>>;
}

const customerPage = { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 };

/**
 * The console is for employees and kept out of search engines on purpose (robots.txt closes /admin/), which
 * Lighthouse's SEO category counts against it: its SEO score is reported, not judged.
 */
const consoleBudgets = (performance: number) => ({ performance, accessibility: 100, 'best-practices': 100 });

export const CATEGORIES: Category[] = ['performance', 'accessibility', 'best-practices', 'seo'];

export const TARGETS: Target[] = [
  { path: '/', preset: 'mobile', budgets: customerPage },
  { path: '/es-us/', preset: 'mobile', budgets: customerPage },
  { path: '/contact-us', preset: 'mobile', budgets: customerPage },
  { path: '/self-service/waiver', preset: 'mobile', budgets: customerPage },
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
