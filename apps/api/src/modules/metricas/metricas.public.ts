/** What the metrics module offers others: the period of the insight pages. */
export { diasDe, periodoDe } from './insights.service.ts';
