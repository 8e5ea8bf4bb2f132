/**
 * What the company's offers offer the other areas: an offer's state labels and company logo (back office, applicant
 * pages, company data), its card (the company home), and the calls others read (an offer's detail, the form's lists,
 * prices, the latest offers, the platform's billing data).
 */
export {
  loadInfoFactura,
  loadOfertaDetalle,
  loadPricing,
  loadUltimasOfertas,
  ofertaLookups,
  type InfoFactura,
  type PricingTemplates,
} from './api';
export { OfertaCard } from './oferta-card';
// An administrator pays a seat's request to feature an offer through the normal payment step (features/equipo).
export { destacadoFlow } from './destacado-flow';
// An administrator answers a seat's request to annul a payment or remove an offer with the offer's own calls.
export { ofertaActions } from './api';
export { OfertaLabels, OrgLogo } from './oferta-labels';
