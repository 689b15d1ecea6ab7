/** Query keys of the administration content; the public pages' ['public', ...] keys are refreshed on every change. */
export const CATEGORIES_KEY = ['admin', 'categories'] as const;
export const ARTICLES_KEY = ['admin', 'articles'] as const;
export const PUBLIC_KEY = ['public'] as const;
