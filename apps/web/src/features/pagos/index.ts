/** The parts of a payment page, for the featured offer's payment (ofertas) and the premium upgrade (premium). */
export { BillingCard, PaymentFields, PaymentLayout, PriceCard, usePaymentForm, type PaymentOutput } from './payment-ui';
