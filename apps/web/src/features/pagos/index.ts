/** The parts of a payment page, for the featured offer's payment (ofertas) and the premium upgrade (premium). */
export { BillingCard, PagoFields, PagoLayout, PriceCard, usePagoForm, type PagoOutput } from './pago-ui';
