import { CLINIC_NAME_META, DEFAULT_CLINIC_SHORT_NAME } from '@clinic/contract';

/**
 * The clinic's neutral short name (CLINIC_SHORT_NAME), which the server writes into the page
 * (apps/server/src/plugins/web.ts). The header, the footer and the logo show it rather than a name that says
 * what the clinic treats: the screen is seen over shoulders and on shared devices, as the tab title is.
 */
export const clinicShortName = (): string =>
  document.querySelector<HTMLMetaElement>(`meta[name="${CLINIC_NAME_META}"]`)?.content ||
  DEFAULT_CLINIC_SHORT_NAME;
