import {
  FHIR_ART_NUMBER_SYSTEM,
  LAB_LOINC,
  NUMERIC_TEST_KINDS,
  QUALITATIVE_TEST_KINDS,
} from '@clinic/contract';

/**
 * The Vietnam HIV case-reporting guide's canonical addresses (profiles, code systems, identifier systems) that the
 * FHIR interface and the case report declare; docs/decisions/0029 says where they follow the guide's examples.
 */
const IG = 'http://openhie.org/fhir/openhie.vn.case-reporting.hiv';

export const PROFILES = {
  patient: `${IG}/StructureDefinition/hiv-patient`,
  viralLoad: `${IG}/StructureDefinition/hiv-viral-load`,
  cd4: `${IG}/StructureDefinition/hiv-cd4-observation`,
  carePlan: `${IG}/StructureDefinition/hiv-arv-careplan`,
  condition: `${IG}/StructureDefinition/hiv-condition`,
} as const;

export const IDENTIFIER_SYSTEMS = {
  artNumber: FHIR_ART_NUMBER_SYSTEM,
  nationalId: 'https://basespecs.vn/NamingSystem/NationalID',
  insuranceNumber: 'https://basespecs.vn/NamingSystem/InsuranceNumbers',
} as const;

export const VIRAL_LOAD_INDICATIONS = `${IG}/CodeSystem/cs-viralload-indications`;
export const SNOMED = 'http://snomed.info/sct';
export const LOINC = 'http://loinc.org';
/** SNOMED CT "Specimen collection date", the code of the guide's `time` component. */
export const SPECIMEN_COLLECTION_DATE = '399445004';
/** SNOMED CT "Lymphocyte antigen CD4", the code the guide fixes for CD4. */
export const CD4_SNOMED = '24655002';
/** SNOMED CT "Human immunodeficiency virus infection": the condition every patient of the clinic is cared for. */
export const HIV_INFECTION = '86406008';
export const SNOMED_RESULT = {
  positive: '10828004',
  negative: '260385009',
  notDetected: '260415000',
} as const;

/**
 * The kinds a result is given as an Observation, each with its LOINC code (the first of the lab's list): those read
 * as a number or as positive or negative; a result of another kind is free text that no profile codes.
 */
export const OBSERVATION_KINDS = [...NUMERIC_TEST_KINDS, ...QUALITATIVE_TEST_KINDS] as const;
export type ObservationKind = (typeof OBSERVATION_KINDS)[number];
export const loincOf = (kind: ObservationKind) => LAB_LOINC[kind][0] as string;
