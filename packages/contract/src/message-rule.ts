/**
 * The message rule: e-mails and calendar entries show on lock screens and shared
 * devices, so no subject, reminder body or calendar entry names the service, a drug, a regimen or a result.
 * Abbreviations are matched as whole words so that ordinary Vietnamese text cannot trip them.
 */
const FORBIDDEN_WORDS =
  /\b(HIV|AIDS|ARV|CD4|TDF|TAF|3TC|FTC|DTG|EFV|NVP|AZT|ABC|LPV|ATV|DRV|TLD|PrEP|PEP)\b/gi;
const FORBIDDEN_TEXT =
  /tải lượng|tenofovir|lamivudin|emtricitabin|dolutegravir|efavirenz|nevirapin|zidovudin|abacavir|lopinavir|atazanavir|darunavir|phác đồ|K=K/gi;
/**
 * Words of the clinic's services a reminder must not use either: they say what the visit is for. Account mails
 * may use them ("phòng khám" is the neutral sender), reminders may not.
 */
const SERVICE_TEXT = /xét nghiệm|điều trị|kết quả|thuốc|tư vấn|virus|miễn dịch|lây nhiễm|truyền nhiễm/gi;

/** The forbidden words a text of any mail contains (empty when it passes). */
export function privateWordsIn(text: string): string[] {
  return [...(text.match(FORBIDDEN_WORDS) ?? []), ...(text.match(FORBIDDEN_TEXT) ?? [])];
}

/** The stricter rule of reminders and calendar entries: no service words either. */
export function reminderPrivateWordsIn(text: string): string[] {
  return [...privateWordsIn(text), ...(text.match(SERVICE_TEXT) ?? [])];
}
