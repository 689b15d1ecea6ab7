import { articleEndpoints } from './article.js';
import { arvComponentEndpoints } from './arv-component.js';
import { arvRegimenEndpoints } from './arv-regimen.js';
import { categoryEndpoints } from './category.js';
import { doctorCertificateEndpoints } from './doctor-certificate.js';
import { testTypeEndpoints } from './test-type.js';

export * from './article.js';
export * from './arv-component.js';
export * from './arv-regimen.js';
export * from './category.js';
export * from './define.js';
export * from './doctor-certificate.js';
export * from './test-type.js';

/** Every API endpoint, by resource. */
export const endpoints = {
  category: categoryEndpoints,
  article: articleEndpoints,
  doctorCertificate: doctorCertificateEndpoints,
  testType: testTypeEndpoints,
  arvComponent: arvComponentEndpoints,
  arvRegimen: arvRegimenEndpoints,
};
