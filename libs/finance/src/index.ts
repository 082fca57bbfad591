// Public surface of the loan and pay calculator domain library (no framework, no I/O).

// One function per endpoint.
export * from './loan/loan';
export * from './loan/loan-batch';
export * from './loan/loan-type';
export * from './mortgage/mortgage';
export * from './auto/auto-loan';
export * from './fixed-term/fixed-term';
export * from './fixed-payment/fixed-payment';
export * from './pay/salary';
export * from './pay/pay-period';
export * from './pay/shift-pay';
export * from './pay/shift-finish-time';
export * from './pay/overtime';
export * from './pay/time-half';

// Beyond the spec's endpoints.
export * from './apr/apr';
export * from './csv/schedule-to-csv';

// Building blocks the HTTP layer and batch job may need (docs, validation, formatting).
export * from './currency/currencies';
export * from './format/output-options';
export * from './format/money-formatter';
export * from './format/schedule-entries';
export * from './format/text';
export * from './input/numeric-input';
export * from './input/loan-limits';
export * from './amortization/payment-frequency';
export * from './amortization/periodic-rate';
export * from './amortization/annuity-payment';
export * from './amortization/amortize';
export * from './amortization/yearly-totals';
export * from './dates/calendar-date';
export { FinanceDecimal } from './core/finance-decimal';
