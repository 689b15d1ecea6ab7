export const CERTIFICATES_KEY = ['certificates'] as const;
