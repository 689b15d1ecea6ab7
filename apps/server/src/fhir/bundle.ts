import type { Bundle, CapabilityStatement, OperationOutcome, Resource } from '@medplum/fhirtypes';
import { PROFILES } from './profiles.js';

/** The searches and reads the interface answers; the CapabilityStatement lists exactly these. */
const SEARCHES = {
  Patient: { read: true, params: ['identifier'], profile: PROFILES.patient },
  Observation: { read: false, params: ['patient', 'code'], profile: undefined },
  CarePlan: { read: false, params: ['patient'], profile: PROFILES.carePlan },
  Appointment: { read: false, params: ['patient'], profile: undefined },
} as const;

/** GET /fhir/metadata: what the interface supports, and nothing else. */
export function capabilityStatement(base: string, now: Date): CapabilityStatement {
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    date: now.toISOString(),
    kind: 'instance',
    fhirVersion: '4.0.1',
    format: ['application/fhir+json'],
    implementation: { description: 'Phòng khám', url: base },
    rest: [
      {
        mode: 'server',
        security: {
          service: [
            {
              coding: [
                { system: 'http://terminology.hl7.org/CodeSystem/restful-security-service', code: 'OAuth' },
              ],
            },
          ],
          description: 'Bearer token of the clinic app (POST /api/Auth/login)',
        },
        resource: (
          Object.entries(SEARCHES) as [keyof typeof SEARCHES, (typeof SEARCHES)[keyof typeof SEARCHES]][]
        ).map(([type, s]) => ({
          type,
          ...(s.profile && { supportedProfile: [s.profile] }),
          interaction: [...(s.read ? [{ code: 'read' as const }] : []), { code: 'search-type' as const }],
          searchParam: [
            ...s.params.map((name) => ({
              name,
              type: name === 'code' || name === 'identifier' ? ('token' as const) : ('reference' as const),
            })),
            { name: '_count', type: 'number' as const },
          ],
          ...(type === 'Patient' && {
            operation: [
              {
                name: 'everything',
                definition: 'http://hl7.org/fhir/OperationDefinition/Patient-everything',
              },
            ],
          }),
        })),
      },
    ],
  };
}

/**
 * A page of a search as a searchset Bundle: the total, the link to this page and, while more remain, to the next
 * (the same search with the next _offset).
 */
export function searchBundle(
  url: URL,
  resources: Resource[],
  total: number,
  window: { offset: number; count: number },
): Bundle {
  const at = (offset: number) => {
    const next = new URL(url);
    next.searchParams.set('_offset', String(offset));
    next.searchParams.set('_count', String(window.count));
    return next.toString();
  };
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    total,
    link: [
      { relation: 'self', url: at(window.offset) },
      ...(window.offset + window.count < total
        ? [{ relation: 'next', url: at(window.offset + window.count) }]
        : []),
    ],
    entry: resources.map((resource) => ({
      fullUrl: `${url.origin}/fhir/${resource.resourceType}/${resource.id}`,
      resource,
      search: { mode: 'match' as const },
    })),
  };
}

const ISSUE_CODES: Record<number, 'login' | 'forbidden' | 'not-found' | 'invalid' | 'exception'> = {
  400: 'invalid',
  401: 'login',
  403: 'forbidden',
  404: 'not-found',
};

/** A refusal or failure as FHIR says it: an OperationOutcome with one error and the words of the app. */
export function operationOutcome(status: number, message: string): OperationOutcome {
  return {
    resourceType: 'OperationOutcome',
    issue: [{ severity: 'error', code: ISSUE_CODES[status] ?? 'exception', diagnostics: message }],
  };
}
