/**
 * What the server writes into the web app's page besides its time zone (dates.ts CLINIC_TZ_META): the clinic's
 * short name, which every tab title ends with. Titles show in tab lists, history and bookmarks on shared
 * devices, so the name is a neutral one (the message rule of message-rule.ts, checked by the server's config).
 */
export const CLINIC_NAME_META = 'clinic-name';

export const DEFAULT_CLINIC_SHORT_NAME = 'Phòng khám';

/** A tab's title: the screen's neutral name, then the clinic's; the clinic's alone for a screen without one. */
export function pageTitle(screen: string | undefined, clinicName: string): string {
  return screen ? `${screen} - ${clinicName}` : clinicName;
}
